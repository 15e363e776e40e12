import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/content/routes';
import { localePath } from '@/lib/i18n/locales';
import { files, outDir, readText, rel, requireExport } from './export';

beforeAll(requireExport);

const policyOf = (html: string) =>
  html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];

describe('generated Content-Security-Policy', () => {
  const pages = files().filter((path) => !path.includes('/_next/'));

  it('every page policy: no unsafe-inline/eval for scripts, inline styles only as attributes', () => {
    for (const page of pages) {
      const policy = policyOf(readText(page));
      expect(policy, `${rel(page)} has no CSP meta`).toBeTruthy();
      const scriptSrc = policy!.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc, rel(page)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy).toMatch(/default-src 'none'/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com/);
      expect(policy).toMatch(/frame-src https:\/\/www\.google\.com/);
      const styleSrc = policy!.split('; ').find((d) => d.startsWith('style-src '))!;
      expect(styleSrc, rel(page)).toMatch(/^style-src 'self'( 'sha256-[^']+')*$/);
      expect(policy, rel(page)).toContain("style-src-attr 'unsafe-inline'");
    }
  });

  it('every inline <style> element in out/ has its hash in its page policy', () => {
    for (const page of pages) {
      const html = readText(page);
      const policy = policyOf(html)!;
      for (const [, body] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
        const hash = createHash('sha256').update(body!, 'utf8').digest('base64');
        expect(policy, `${rel(page)}: inline <style> not pinned`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('every inline script in out/ has its hash in its page policy', () => {
    let checked = 0;
    for (const page of pages) {
      const html = readText(page);
      const policy = policyOf(html)!;
      for (const [, attributes, body] of html.matchAll(
        /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g,
      )) {
        if (/type="application\/ld\+json"/.test(attributes!)) continue;
        const hash = createHash('sha256').update(body!, 'utf8').digest('base64');
        expect(policy, `${rel(page)}: inline script not pinned`).toContain(`'sha256-${hash}'`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(38);
  });

  it('the CDN headers and the nginx config carry the same page policies', () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const nginx = readFileSync(join(outDir, '../deploy/nginx.conf'), 'utf8');
    const about = policyOf(readText(join(outDir, 'about.html')))!;
    const headerPolicy = `${about}; frame-ancestors 'none'`;
    expect(headers).toContain(`Content-Security-Policy: ${headerPolicy}`);
    expect(nginx).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain(
      '/powerinstrumentation /PowerInstrumentation 301',
    );
  });

  it('every Arabic page has its own policy in the CDN headers and nginx, like its English twin', () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const nginx = readFileSync(join(outDir, '../deploy/nginx.conf'), 'utf8');
    for (const route of routes) {
      const path = localePath(route.path, 'ar');
      const file = join(outDir, `${path.slice(1)}.html`);
      const headerPolicy = `${policyOf(readText(file))}; frame-ancestors 'none'`;
      expect(headers, path).toContain(`\n${path}\n  Content-Security-Policy: ${headerPolicy}\n`);
      const location = nginx.match(new RegExp(`location = ${path} \\{[^}]*\\}`))?.[0];
      expect(location, path).toContain(
        `add_header Content-Security-Policy "${headerPolicy}" always;`,
      );
      expect(location, path).toContain(`try_files /${path.slice(1)}.html =404;`);
    }
    expect(readFileSync(join(outDir, '_redirects'), 'utf8')).toContain(
      '/ar/powerinstrumentation /ar/PowerInstrumentation 301',
    );
  });

  it("only the search bundle under /pagefind/ may compile WebAssembly ('wasm-unsafe-eval')", () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const nginx = readFileSync(join(outDir, '../deploy/nginx.conf'), 'utf8');
    const policy = `default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'`;
    expect(headers).toContain(`/pagefind/*\n  Content-Security-Policy: ${policy}\n`);
    const location = nginx.match(/location \^~ \/pagefind\/ \{[^}]*\}/)?.[0];
    expect(location).toContain(`add_header Content-Security-Policy "${policy}" always;`);
    expect(headers.match(/wasm-unsafe-eval/g)).toHaveLength(1);
    expect(nginx.match(/wasm-unsafe-eval/g)).toHaveLength(1);
    for (const page of pages) expect(readText(page), rel(page)).not.toContain('wasm-unsafe-eval');
  });
});

// The rules below are what Netlify's and Cloudflare Pages' documentation state for these files.
describe('CDN files valid for Netlify and Cloudflare Pages', () => {
  const lines = (file: string) =>
    readFileSync(join(outDir, file), 'utf8')
      .split('\n')
      .filter((line) => line.trim() && !line.trim().startsWith('#'));
  const routePaths = new Set(
    files()
      .filter((path) => !path.includes('/_next/'))
      .map((path) => `/${rel(path).replace(/\.html$/, '')}`.replace(/^\/index$/, '/')),
  );

  it('_redirects holds only redirects both hosts accept, to real routes', () => {
    const rules = lines('_redirects').map((line) => line.trim().split(/\s+/));
    expect(rules.length).toBeGreaterThan(0);
    const sources = new Set<string>();
    for (const rule of rules) {
      const [from, to, status] = rule;
      const text = rule.join(' ');
      // Cloudflare: 2 or 3 tokens, status 200/301/302/303/307/308 (no 404, no forced "!"), <= 1000 chars.
      expect(rule.length, text).toBeGreaterThanOrEqual(2);
      expect(rule.length, text).toBeLessThanOrEqual(3);
      expect(['301', '302', '303', '307', '308'], text).toContain(status ?? '302');
      expect(text.length).toBeLessThanOrEqual(1000);
      // Netlify normalises the trailing slash before matching: a rule cannot add or remove one.
      expect(from!.replace(/\/$/, ''), text).not.toBe(to!.replace(/\/$/, ''));
      expect(from, text).not.toMatch(/.\/$/);
      expect(routePaths.has(to!), `${text}: target is not a route`).toBe(true);
      expect(sources.has(from!), `${text}: duplicate source`).toBe(false);
      sources.add(from!);
    }
    expect(rules.length).toBeLessThanOrEqual(2000);
  });

  it('_headers stays within Cloudflare Pages limits', () => {
    const rules = lines('_headers').filter((line) => !/^\s/.test(line));
    expect(rules.length).toBeLessThanOrEqual(100);
    for (const rule of rules) expect(rule).toMatch(/^\/\S*$/);
    for (const line of lines('_headers')) expect(line.length).toBeLessThanOrEqual(2000);
  });
});
