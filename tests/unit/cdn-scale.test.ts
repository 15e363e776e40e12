import { describe, expect, it } from 'vitest';
import { cdnFiles, cdnLimits } from '../../deploy/cdn.mjs';
import { nginxConfig } from '../../deploy/nginx.mjs';
import { specRoutes } from '@/lib/content/routes';
import { locales, localePath } from '@/lib/i18n/locales';

// What postbuild writes to out/_headers, out/_redirects and deploy/nginx.conf, for a route table of any size: the
// site's own routes plus `articles` added ones (/blog/<name>, as the admin names them), in both
// languages. The 1,000-page copy (npm run scale) proves the same on a real build; this guards it in
// the normal suite.
const origin = 'https://www.example.ae';
function siteWith(articles: number) {
  const paths = [
    ...specRoutes.map((route) => route.path as string),
    ...Array.from({ length: articles }, (_, n) => `/blog/cable-gland-note-${n + 1}`),
  ];
  const routes = locales.flatMap((locale) => paths.map((path) => localePath(path, locale)));
  return {
    routes,
    ...cdnFiles(routes, 'https://admin.example.ae'),
    nginx: nginxConfig({ host: new URL(origin).host, routes }),
    nginxLocal: nginxConfig({ host: new URL(origin).host, routes, tls: false }),
  };
}

const meaningful = (text: string) =>
  text.split('\n').filter((line) => line.trim() && !line.trim().startsWith('#'));
/** Rules as Cloudflare Pages counts them: a header rule starts with its path; a redirect with a splat or placeholder is dynamic. */
function count(site: ReturnType<typeof siteWith>) {
  const redirects = meaningful(site.redirects).map((line) => line.split(/\s+/)[0]!);
  const dynamic = redirects.filter((from) => /\*|\/:/.test(from)).length;
  return {
    header: meaningful(site.headers).filter((line) => line.startsWith('/')).length,
    staticRedirect: redirects.length - dynamic,
    dynamicRedirect: dynamic,
  };
}

describe('the hosting files do not grow with the number of pages', () => {
  const today = siteWith(0);
  const thousand = siteWith(461);
  const tenThousand = siteWith(4961);

  it('the route tables are the sizes they claim', () => {
    expect(today.routes).toHaveLength(specRoutes.length * 2);
    expect(thousand.routes.length).toBeGreaterThanOrEqual(1000);
    expect(tenThousand.routes.length).toBeGreaterThanOrEqual(10_000);
  });

  it('_headers is the same file at 78, 1,000 and 10,000 pages, within Cloudflare Pages limits', () => {
    expect(thousand.headers).toBe(today.headers);
    expect(tenThousand.headers).toBe(today.headers);
    expect(count(thousand).header).toBe(thousand.headerRules);
    expect(count(thousand).header).toBeLessThanOrEqual(cdnLimits.headerRules);
    for (const line of meaningful(thousand.headers))
      expect(line.length).toBeLessThanOrEqual(cdnLimits.lineLength);
  });

  it('_redirects holds the same rules however many articles there are, within the limits', () => {
    const counts = count(tenThousand);
    expect(counts).toEqual(count(today));
    expect(counts.staticRedirect).toBeLessThanOrEqual(cdnLimits.staticRedirects);
    expect(counts.dynamicRedirect).toBeLessThanOrEqual(cdnLimits.dynamicRedirects);
    expect(counts.staticRedirect + counts.dynamicRedirect).toBe(tenThousand.redirectRules);
    // The worker for runs of slashes, and where it runs, neither.
    expect(tenThousand.worker).toBe(today.worker);
    expect(tenThousand.workerRoutes).toBe(today.workerRoutes);
    for (const line of meaningful(tenThousand.redirects))
      expect(line.length).toBeLessThanOrEqual(cdnLimits.redirectLength);
  });

  it('deploy/nginx.conf (and its plain-HTTP variant) is the same file at 78, 1,000 and 10,000 pages', () => {
    expect(thousand.nginx).toBe(today.nginx);
    expect(tenThousand.nginx).toBe(today.nginx);
    expect(tenThousand.nginxLocal).toBe(today.nginxLocal);
    // One location serves every page and one answers every variant: no line names an article.
    expect(today.nginx).not.toContain('/blog/cable-gland-note-');
    expect(today.nginx.match(/^ {2}location /gm)?.length).toBeLessThan(20);
  });

  it("the site server's /admin locations are the build's to choose (the admin on its own origin)", () => {
    const moved = nginxConfig({
      host: new URL(origin).host,
      routes: today.routes,
      adminLocations: (siteHeaders) =>
        [
          '  location ^~ /admin {',
          ...siteHeaders,
          '    return 301 https://admin.example.ae/;',
          '  }',
        ].join('\n'),
    });
    expect(moved).toContain('    return 301 https://admin.example.ae/;');
    expect(moved).not.toContain('try_files $uri ${uri}index.html =404;');
    expect(today.nginx).toContain('try_files $uri ${uri}index.html =404;');
  });
});
