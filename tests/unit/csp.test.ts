import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { files, outDir, readText, rel, requireExport } from './export';

beforeAll(requireExport);

const policyOf = (html: string) =>
  html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]+)"/)?.[1];

describe('generated Content-Security-Policy', () => {
  const pages = files().filter((path) => !path.includes('/_next/'));

  it('every page carries a policy without unsafe-inline or unsafe-eval for scripts', () => {
    for (const page of pages) {
      const policy = policyOf(readText(page));
      expect(policy, `${rel(page)} has no CSP meta`).toBeTruthy();
      const scriptSrc = policy!.split(';').find((d) => d.trim().startsWith('script-src'))!;
      expect(scriptSrc, rel(page)).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
      expect(policy).toMatch(/default-src 'none'/);
      expect(policy).toMatch(/connect-src 'self' https:\/\/api\.emailjs\.com/);
      expect(policy).toMatch(/frame-src https:\/\/www\.google\.com/);
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
