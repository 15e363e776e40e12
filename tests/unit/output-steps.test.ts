import * as fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markStartupChunks } from '../../scripts/compile-hints.mjs';
import { exportWithoutEmail } from '../../scripts/export-no-email.mjs';
import { inlineStylesheets } from '../../scripts/inline-css.mjs';
import { inlinePoster } from '../../scripts/inline-poster.mjs';
import { insertPolicy } from '../../scripts/page-policy.mjs';
import { files, outDir, requireExport } from './export';

/**
 * Each post-processing step of the build finds an exact string of Next's output before it rewrites
 * it, and stops the build with its name when a Next release writes it differently. Fed a copy of
 * today's real output (Next's pages as it wrote them, in .next/server/app, before postbuild touched
 * out/) with that string changed, each step must fail, naming itself.
 */
const nextPages = join(__dirname, '../../.next/server/app');
const scratch = fs.mkdtempSync(join(tmpdir(), 'output-steps-'));
let home = '';

beforeAll(() => {
  requireExport();
  if (!fs.existsSync(join(nextPages, 'index.html')))
    throw new Error(
      'No Next output in .next/server/app: run `npm run build` first (npm test does).',
    );
  home = fs.readFileSync(join(nextPages, 'index.html'), 'utf8');
});
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

/** The real page with one exact string of Next's changed (it must be there to change). */
function changed(html: string, from: string | RegExp, to: string) {
  const result = html.replace(from, to);
  expect(result, `the page holds ${String(from)}`).not.toBe(html);
  return result;
}

describe("post-processing stops the build when Next's output moves", () => {
  it('inline-css: inlines the linked stylesheets; fails on a changed <link rel="stylesheet">', () => {
    const inlined = inlineStylesheets(home, outDir, 'index.html');
    expect(inlined).toContain('<style data-href="/_next/');
    // Next's run of links becomes one <style> (one hash in the policy), each link kept, disabled.
    const links = home.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
    expect(links.length).toBeGreaterThan(0);
    expect(inlined.match(/<style data-href=/g)).toHaveLength(1);
    expect(inlined.match(/<link rel="stylesheet"[^>]* disabled=""\/>/g)).toHaveLength(links.length);
    const moved = changed(home, /data-precedence=/g, 'data-order=');
    expect(() => inlineStylesheets(moved, outDir, 'index.html')).toThrow(
      /^inline-css: .*index\.html/,
    );
  });

  it("inline-poster: inlines the home page's poster; fails on a changed <img> or preload", () => {
    expect(inlinePoster(home, outDir, 'index.html')).toContain('srcSet="data:image/webp;base64,');
    const img = changed(home, /fetchPriority="high"/g, 'fetchpriority="high"');
    expect(() => inlinePoster(img, outDir, 'index.html')).toThrow(/^inline-poster: .*index\.html/);
    const preload = changed(home, /imageSrcSet=/g, 'imagesrcset=');
    expect(() => inlinePoster(preload, outDir, 'index.html')).toThrow(/^inline-poster: /);
  });

  it('compile-hints: marks the startup chunks; fails on changed <script async> tags', () => {
    const dir = join(scratch, 'hints');
    fs.mkdirSync(dir, { recursive: true });
    fs.cpSync(join(outDir, '_next/static/chunks'), join(dir, '_next/static/chunks'), {
      recursive: true,
    });
    fs.writeFileSync(join(dir, 'index.html'), home);
    expect(markStartupChunks(dir, ['index.html'])).toBeGreaterThan(0);
    fs.writeFileSync(join(dir, 'index.html'), changed(home, /async=""/g, 'async'));
    expect(() => markStartupChunks(dir, ['index.html'])).toThrow(/^compile-hints: .*index\.html/);
  });

  it("postbuild: puts the page's policy after Next's charset; fails on a changed charset", () => {
    const meta = '<meta http-equiv="Content-Security-Policy" content="default-src \'self\'"/>';
    expect(insertPolicy(home, meta, 'index.html')).toContain(`<meta charSet="utf-8"/>${meta}`);
    const moved = changed(home, '<meta charSet="utf-8"/>', '<meta charset="utf-8">');
    expect(() => insertPolicy(moved, meta, 'index.html')).toThrow(/^postbuild: .*index\.html/);
  });

  it('export-no-email: blanks the inlined EmailJS settings; fails when Next inlines them otherwise', () => {
    const script = files(join(outDir, '_next/static/chunks'), '.js')
      .map((path) => fs.readFileSync(path, 'utf8'))
      .find((code) => code.includes('NEXT_PUBLIC_EMAILJS_SERVICE_ID:"'));
    expect(script, 'a chunk of the export holds the settings').toBeDefined();
    const from = join(scratch, 'email');
    fs.mkdirSync(from, { recursive: true });
    fs.writeFileSync(join(from, 'chunk.js'), script!);
    expect(exportWithoutEmail(from, join(scratch, 'email-out'))).toBe(1);
    expect(fs.readFileSync(join(scratch, 'email-out/chunk.js'), 'utf8')).toContain(
      'NEXT_PUBLIC_EMAILJS_SERVICE_ID:""',
    );
    fs.writeFileSync(
      join(from, 'chunk.js'),
      changed(script!, 'NEXT_PUBLIC_EMAILJS_SERVICE_ID:"', 'NEXT_PUBLIC_EMAILJS_SERVICE_ID: "'),
    );
    expect(() => exportWithoutEmail(from, join(scratch, 'email-out'))).toThrow(
      /^export-no-email: .*chunk\.js/,
    );
  });
});
