import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/content/routes';
import { localePath } from '@/lib/i18n/locales';
import { pageLocation } from '../../deploy/nginx.mjs';
import { headerPolicy } from '../../deploy/security.mjs';
import { files, outDir, readText, rel, requireExport } from './export';
import { attr, metaPolicy as policyOf, parseHtml, scriptBodies, select } from '../html';

beforeAll(requireExport);

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
      const html = parseHtml(readText(page));
      const policy = policyOf(html)!;
      for (const body of scriptBodies(html, 'style')) {
        const hash = createHash('sha256').update(body, 'utf8').digest('base64');
        expect(policy, `${rel(page)}: inline <style> not pinned`).toContain(`'sha256-${hash}'`);
      }
    }
  });

  it('every inline script in out/ has its hash in its page policy', () => {
    let checked = 0;
    for (const page of pages) {
      const html = parseHtml(readText(page));
      const policy = policyOf(html)!;
      for (const body of scriptBodies(
        html,
        'script:not([src]):not([type="application/ld+json"])',
      )) {
        const hash = createHash('sha256').update(body, 'utf8').digest('base64');
        expect(policy, `${rel(page)}: inline script not pinned`).toContain(`'sha256-${hash}'`);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(38);
  });

  it('every page and the 404 share one header policy in nginx and the CDN file', () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const nginx = readFileSync(join(outDir, '../deploy/nginx.conf'), 'utf8');
    expect(headers).toContain(`/*\n`);
    expect(headers).toContain(`  Content-Security-Policy: ${headerPolicy}\n`);
    expect(headers.match(/sha256-/g)).toBeNull();
    // One location serves every page (/about is out/about.html), with the header policy; / is
    // out/index.html. Every route is exported under that name.
    const escaped = pageLocation.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const pageBlock = nginx.match(new RegExp(`location ${escaped} \\{[^}]*\\}`))?.[0];
    expect(pageBlock).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
    expect(pageBlock).toContain('try_files $uri.html @canonical;');
    const home = nginx.match(/location = \/ \{[^}]*\}/)?.[0];
    expect(home).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
    expect(home).toContain('try_files /index.html =404;');
    for (const route of routes)
      for (const path of [route.path as string, localePath(route.path, 'ar')])
        expect(
          existsSync(join(outDir, path === '/' ? 'index.html' : `${path.slice(1)}.html`)),
          path,
        ).toBe(true);
    const notFound = nginx.match(/location = \/404\.html \{[^}]*\}/)?.[0];
    expect(notFound).toContain(`add_header Content-Security-Policy "${headerPolicy}" always;`);
    expect(nginx.match(/sha256-/g)).toBeNull();
  });

  it('the header policy lets through exactly what each page policy allows, and adds frame-ancestors', () => {
    const directives = (policy: string) =>
      new Map(
        policy.split('; ').map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name!, sources];
        }),
      );
    const header = directives(headerPolicy);
    for (const page of pages) {
      const meta = directives(policyOf(readText(page))!);
      expect([...header.keys()], rel(page)).toEqual([...meta.keys(), 'frame-ancestors']);
      for (const [name, sources] of meta) {
        const hashed = sources.filter((source) => source.startsWith("'sha256-"));
        const plain = sources.filter((source) => !source.startsWith("'sha256-"));
        // The header allows inline code (pinned by the meta policy) wherever the page lists hashes.
        const expected = ['script-src', 'style-src'].includes(name)
          ? [...plain, "'unsafe-inline'"]
          : plain;
        expect(header.get(name), `${rel(page)} ${name}`).toEqual(expected);
        if (!['script-src', 'style-src'].includes(name)) expect(hashed, name).toEqual([]);
      }
    }
    expect(header.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('the case variants of mixed-case routes and the // paths are redirected', () => {
    const redirects = readFileSync(join(outDir, '_redirects'), 'utf8');
    expect(redirects).toContain('/powerinstrumentation /PowerInstrumentation 301');
    expect(redirects).toContain('/ar/powerinstrumentation /ar/PowerInstrumentation 301');
    // Last: the two dynamic rules for a host without the worker, whose targets start with a
    // placeholder (never a slash), so none can start with "//", another host to a browser.
    expect(redirects.trimEnd().split('\n').slice(-2)).toEqual([
      '//:first /:first 301',
      '//:first/* /:first/:splat 301',
    ]);
    // On Cloudflare the worker answers every path with a run of slashes, and only those.
    expect(JSON.parse(readFileSync(join(outDir, '_routes.json'), 'utf8'))).toEqual({
      version: 1,
      include: ['//**', '/*//**'],
      exclude: [],
    });
    expect(readFileSync(join(outDir, '_worker.js'), 'utf8')).toContain(
      "url.pathname.replace(/[/]{2,}/g, '/')",
    );
  });

  it("only the search bundle under /pagefind/ may compile WebAssembly ('wasm-unsafe-eval')", () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const nginx = readFileSync(join(outDir, '../deploy/nginx.conf'), 'utf8');
    const policy = `default-src 'none'; script-src 'wasm-unsafe-eval'; connect-src 'self'; frame-ancestors 'none'`;
    // On the CDN the same, with what the branded 404 answered under /pagefind/ needs to draw itself.
    const look = `style-src 'self' 'unsafe-inline'; style-src-attr 'unsafe-inline'; img-src 'self' data:; font-src 'self'; media-src 'self'`;
    const cdnPolicy = policy.replace(" frame-ancestors 'none'", ` ${look}; frame-ancestors 'none'`);
    expect(headers).toContain(
      `/pagefind/*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${cdnPolicy}\n`,
    );
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
      // The // rules' targets start with a placeholder (checked above), the /admin rules' are the
      // admin's own site (admin.test.ts); every other one is a route.
      if (from!.startsWith('//')) expect(to, text).toMatch(/^\/:[a-z]/);
      else if (!/^\/admin(\/|$)/.test(from!))
        expect(routePaths.has(to!), `${text}: target is not a route`).toBe(true);
      expect(sources.has(from!), `${text}: duplicate source`).toBe(false);
      sources.add(from!);
    }
    expect(rules.length).toBeLessThanOrEqual(2000);
  });

  it('_headers lets the branded 404 under an asset path draw its styles, fonts and logo, and lets nothing there run', () => {
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    const notFound = readFileSync(join(outDir, '404.html'), 'utf8');
    // What the 404 loads from its own site: its logo and images, its fonts (in its inlined CSS).
    const images = select(notFound, 'img[src^="/"]').map((img) => attr(img, 'src')!);
    expect(images.length, '404.html shows no image (its logo)').toBeGreaterThan(0);
    expect(select(notFound, 'style'), '404.html inlines its styles').not.toEqual([]);
    for (const path of ['/_next/static/*', '/pagefind/*', '/*.svg']) {
      const policy = headers.match(
        new RegExp(
          `^${path.replace(/[.*/]/g, '\\$&')}\n(?:  .*\n)*?  Content-Security-Policy: (.*)$`,
          'm',
        ),
      )?.[1];
      expect(policy, path).toBeDefined();
      const directives = new Map(
        policy!.split('; ').map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]),
      );
      expect(directives.get('style-src'), path).toEqual(["'self'", "'unsafe-inline'"]);
      expect(directives.get('style-src-attr'), path).toEqual(["'unsafe-inline'"]);
      expect(directives.get('img-src'), path).toContain("'self'");
      expect(directives.get('font-src'), path).toEqual(["'self'"]);
      expect(directives.get('media-src'), path).toEqual(["'self'"]);
      expect(directives.get('default-src'), path).toEqual(["'none'"]);
      expect(directives.get('frame-ancestors'), path).toEqual(["'none'"]);
      // Nothing runs: no script but the search Worker's WebAssembly.
      expect(directives.get('script-src') ?? [], path).toEqual(
        path === '/pagefind/*' ? ["'wasm-unsafe-eval'"] : [],
      );
    }
  });

  it('_headers stays within Cloudflare Pages limits whatever the number of pages', () => {
    const rules = lines('_headers').filter((line) => !/^\s/.test(line));
    // One rule for every path, then the asset folders and SVGs: none per page (the admin is its
    // own site, with its own _headers).
    expect(rules).toEqual(['/*', '/_next/static/*', '/pagefind/*', '/*.svg']);
    for (const rule of rules) expect(rule).toMatch(/^\/\S*$/);
    for (const line of lines('_headers')) expect(line.length).toBeLessThanOrEqual(2000);
  });
});
