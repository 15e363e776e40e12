import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { indexedRoutes, routes } from '@/lib/content/routes';
import { localePath, locales } from '@/lib/i18n/locales';
import { pageLocation } from '../../deploy/nginx.mjs';
import { headerPolicy } from '../../deploy/security.mjs';
import { files, htmlFor, outDir, readText, rel, requireExport } from './export';
import { parse } from 'yaml';
import { indexedUrls } from '../e2e/cms/built';
import { attr, metaPolicy, select, selectOne, sitemapPaths } from '../html';

beforeAll(requireExport);

/** The admin's own site (issue 45), beside the public export. */
const adminSite = join(outDir, '../out-admin');
const admin = join(adminSite, 'admin');
const nginx = () => readFileSync(join(outDir, '../deploy/nginx.conf'), 'utf8');
const nginxAdmin = () => readFileSync(join(outDir, '../deploy/nginx-admin.conf'), 'utf8');
const siteYml = parse(readText(join(outDir, '../content/site.yml'))) as {
  origin: string;
  adminOrigin: string;
};
const adminAddress = `${siteYml.adminOrigin}/admin/`;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The headers Netlify and Cloudflare Pages give a path from out/_headers: every rule whose pattern
 * matches adds its headers, and a name given twice is joined with ", " (both hosts' documented rule).
 */
function cdnHeaders(path: string, site = outDir): Record<string, string> {
  const text = readFileSync(join(site, '_headers'), 'utf8');
  const headers: Record<string, string> = {};
  for (const block of text.split(/\n\n+/)) {
    const [pattern, ...lines] = block.split('\n').filter((line) => line && !line.startsWith('#'));
    if (!pattern) continue;
    const regex = new RegExp(
      `^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`,
    );
    if (!regex.test(path)) continue;
    for (const line of lines) {
      // Cloudflare's "! Name" drops what an earlier rule set; a repeated name is joined with a comma.
      const unset = line.match(/^\s+! (\S+)$/)?.[1];
      if (unset) {
        delete headers[unset];
        continue;
      }
      const [, name, value] = line.match(/^\s+([^:]+): (.*)$/)!;
      headers[name!] = headers[name!] ? `${headers[name!]}, ${value}` : value!;
    }
  }
  return headers;
}

/** The add_header lines of one nginx location, by name. */
function nginxHeaders(location: string): Record<string, string> {
  const block = nginx().match(
    new RegExp(`location ${location.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\{([^}]*)\\}`),
  )?.[1];
  expect(block, `nginx has no location ${location}`).toBeTruthy();
  const headers: Record<string, string> = {};
  for (const [, name, value] of block!.matchAll(/add_header (\S+) "([^"]*)" always;/g)) {
    expect(headers[name!], `${location}: ${name} twice`).toBeUndefined();
    headers[name!] = value!;
  }
  return headers;
}

const siteHeaderNames = [
  'Strict-Transport-Security',
  'X-Content-Type-Options',
  'X-Frame-Options',
  'Referrer-Policy',
  'Permissions-Policy',
  'Cross-Origin-Opener-Policy',
  'Cross-Origin-Resource-Policy',
  'Content-Security-Policy',
  'Cache-Control',
].sort();

describe('the content admin is its own site, fenced off', () => {
  it('is exported in out-admin/ with its noindex page, config and bundle, and no site page refers to it', () => {
    for (const file of ['index.html', 'config.yml', 'sveltia-cms.js', 'cms/package.json'])
      expect(existsSync(join(admin, file)), `out-admin/admin/${file}`).toBe(true);
    const html = readText(join(admin, 'index.html'));
    expect(attr(selectOne(html, 'meta[name="robots"]'), 'content')).toBe('noindex, nofollow');
    expect(select(html, 'script[src="/admin/sveltia-cms.js"]')).toHaveLength(1);
    expect(readText(join(adminSite, 'robots.txt'))).toBe('User-agent: *\nDisallow: /\n');
    for (const page of files())
      expect(readText(page), `${rel(page)} refers to /admin`).not.toMatch(/["'(]\/admin\b/);
  });

  it('points its "site" links at the public site, not at its own origin', () => {
    const config = parse(readText(join(admin, 'config.yml'))) as Record<string, unknown>;
    expect(config.site_url).toBe(siteYml.origin);
    expect(config.display_url).toBe(siteYml.origin);
    expect(new URL(siteYml.adminOrigin).origin).not.toBe(new URL(siteYml.origin).origin);
  });

  it('leaves on the public site only a redirect to the admin origin: no script, no config, no bundle', () => {
    const publicAdmin = join(outDir, 'admin');
    expect(readdirSync(publicAdmin, { recursive: true })).toEqual(['index.html']);
    const page = readText(join(publicAdmin, 'index.html'));
    expect(select(page, 'script')).toEqual([]);
    expect(attr(selectOne(page, 'meta[http-equiv="refresh"]'), 'content')).toBe(
      `0; url=${adminAddress}`,
    );
    expect(metaPolicy(page)).toMatch(/^default-src 'none'; script-src 'self';/);
    // Every host's rule: CDN _redirects, nginx's two locations, the tests' static server.
    const redirects = readText(join(outDir, '_redirects'));
    expect(redirects).toContain(`/admin ${adminAddress} 301`);
    expect(redirects).toContain(`/admin/index.html ${adminAddress} 301`);
    expect(redirects).toContain(`/admin/* ${adminAddress}:splat 301`);
    expect(nginx()).toMatch(
      new RegExp(`location = /admin \\{[^}]*return 301 ${escape(adminAddress)};\\s*\\}`),
    );
    expect(nginx()).toMatch(
      new RegExp(
        `location \\^~ /admin/ \\{[^}]*return 301 ${escape(siteYml.adminOrigin)}\\$request_uri;\\s*\\}`,
      ),
    );
    const serve = JSON.parse(readText(join(outDir, '../deploy/serve.json'))) as {
      redirects: { source: string; destination: string }[];
    };
    expect(serve.redirects.map(({ source }) => source)).toEqual(['/admin', '/admin/**']);
    for (const { destination } of serve.redirects) expect(destination).toBe(adminAddress);
  });

  it('is in neither the sitemap nor the site search index', () => {
    const sitemap = readText(join(outDir, 'sitemap.xml'));
    expect(sitemap).not.toMatch(/\/admin/);
    const locs = sitemapPaths(sitemap);
    expect(locs.sort()).toEqual(
      locales
        .flatMap((locale) => indexedRoutes.map((route) => localePath(route.path, locale)))
        .sort(),
    );
    // The index holds every page of the site (and records for its table rows), nothing of /admin.
    const pages = new Set(indexedUrls(outDir).map((url) => url.split('#')[0]));
    expect([...pages].sort()).toEqual(locs.sort());
  });

  it('its bundle asks no CDN for its fonts or updates and does not poll a status page', () => {
    const bundle = readText(join(admin, 'sveltia-cms.js'));
    expect(bundle).not.toContain('cdn.jsdelivr.net/fontsource');
    expect(bundle).not.toContain('`https://unpkg.com/@sveltia/cms`');
    expect(bundle).not.toContain('checkStatus:kye');
    for (const font of bundle.matchAll(/\/admin\/fonts\/([\w.-]+\.woff2)/g))
      expect(existsSync(join(admin, 'fonts', font[1]!)), font[1]).toBe(true);
  });

  it('has its own policy and headers, the same in its meta tag, its nginx server and its CDN file', () => {
    const meta = metaPolicy(readText(join(admin, 'index.html')))!;
    expect(meta).toMatch(/^default-src 'none'; script-src 'self'; /);
    expect(meta).toContain("connect-src 'self' data: blob: https://api.github.com");
    expect(meta).not.toMatch(/script-src[^;]*unsafe/);
    const header = `${meta}; frame-ancestors 'none'`;
    const cdn = cdnHeaders('/admin/', adminSite);
    // deploy/nginx-admin.conf sets them at server level, and no location sets its own (nginx would
    // then drop every server-level one there).
    const server = Object.fromEntries(
      [...nginxAdmin().matchAll(/^  add_header (\S+) "([^"]*)" always;$/gm)]
        .filter(([, name]) => name !== 'Allow')
        .map(([, name, value]) => [name!, value!]),
    );
    expect(nginxAdmin()).not.toMatch(/^ {4}add_header/m);
    expect(nginxAdmin()).toContain(`server_name ${new URL(siteYml.adminOrigin).host};`);
    for (const headers of [cdn, server]) {
      expect(headers['Content-Security-Policy']).toBe(header);
      expect(headers['X-Robots-Tag']).toBe('noindex, nofollow');
      expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin-allow-popups');
      expect(headers['Strict-Transport-Security']).toMatch(/^max-age=/);
      expect(headers['Cache-Control']).toBe('public, max-age=0, must-revalidate');
    }
    expect(cdn).toEqual(server);
    expect(cdnHeaders('/admin/sveltia-cms.js', adminSite)).toEqual(cdn);
    expect(cdnHeaders('/_next/static/media/x.woff2', adminSite)).toEqual(cdn);
    // The public site has no rule of the admin's: its /admin only redirects.
    expect(readText(join(outDir, '_headers'))).not.toContain('/admin');
    expect(nginx()).not.toContain('same-origin-allow-popups');
  });

  it('every other path keeps the site headers: one value each, the site header policy, same-origin opener', () => {
    for (const route of routes) {
      const cdn = cdnHeaders(route.path);
      // One location serves every page but the home page (deploy/nginx.mjs).
      const server = nginxHeaders(route.path === '/' ? '= /' : pageLocation);
      // Each page's own hashes are in its meta policy; the header policy is the same for all.
      expect(metaPolicy(readText(htmlFor(route.path))), route.path).toMatch(/'sha256-/);
      const policy = headerPolicy;
      for (const headers of [cdn, server]) {
        expect(Object.keys(headers).sort(), route.path).toEqual(siteHeaderNames);
        expect(headers['Cross-Origin-Opener-Policy'], route.path).toBe('same-origin');
        expect(headers['Content-Security-Policy'], route.path).toBe(policy);
        expect(headers['X-Robots-Tag'], route.path).toBeUndefined();
      }
      expect(cdn, route.path).toEqual(server);
    }
    for (const path of ['/_next/static/chunks/x.js', '/pagefind/pagefind.js', '/404.html'])
      expect(cdnHeaders(path)['Cross-Origin-Opener-Policy'], path).toBe('same-origin');
    expect(nginxHeaders('^~ /_next/static/')['Cross-Origin-Opener-Policy']).toBe('same-origin');
  });
});
