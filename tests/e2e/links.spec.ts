import { routes } from '@/lib/content/routes';
import { test, expect } from './fixtures';
import { attr, parseHtml, scriptBodies, select } from '../html';

/**
 * Crawls the served export from / and checks every internal link, image, video, script and stylesheet.
 * The quote list (/quote) is linked only once JavaScript runs (without it the header's quote-list
 * link leads to /contact-us), so the crawl starts there too.
 */
test("a crawl from / reaches every route (the spec's and the articles added) with no broken internal reference", async ({
  request,
  baseURL,
  isMobile,
}) => {
  test.skip(isMobile, 'the crawl does not depend on the viewport');
  test.setTimeout(180_000);
  const origin = new URL(baseURL!).origin;
  const pages = new Set<string>();
  const assets = new Set<string>();
  const broken: string[] = [];
  const queue = ['/', ...routes.filter((route) => route.noindex).map((route) => route.path)];
  // Attributes the browser fetches or follows (not data-href, React's key of a hoisted <style>), and
  // the url() of inline stylesheets and style attributes.
  const references = (html: string) => {
    const root = parseHtml(html);
    const found: { url: string; srcset: boolean }[] = [];
    for (const element of select(root, '[href], [src], [poster], [srcset]'))
      for (const name of ['href', 'src', 'poster', 'srcset']) {
        const value = attr(element, name);
        if (value) found.push({ url: value, srcset: name === 'srcset' });
      }
    const styles = [
      ...scriptBodies(root, 'style'),
      ...select(root, '[style]').map((element) => attr(element, 'style')!),
    ];
    for (const css of styles)
      for (const match of css.matchAll(/url\(([^)]+)\)/g))
        found.push({ url: match[1]!.replace(/['"]/g, ''), srcset: false });
    return found;
  };

  while (queue.length > 0) {
    const path = queue.shift()!;
    if (pages.has(path)) continue;
    pages.add(path);
    const response = await request.get(path);
    if (response.status() !== 200) {
      broken.push(`${path}: HTTP ${response.status()}`);
      continue;
    }
    const html = await response.text();
    for (const { url: raw, srcset } of references(html)) {
      // A srcset's candidates are separated by a comma and whitespace; a URL may hold a comma itself
      // (the home page's inlined poster: data:image/webp;base64,…).
      const candidates = srcset
        ? raw.split(/,\s+/).map((part) => part.trim().split(' ')[0]!)
        : [raw];
      for (const candidate of candidates) {
        if (!candidate || /^(mailto:|tel:|#|data:|javascript:)/.test(candidate)) continue;
        const url = new URL(candidate, origin + path);
        if (url.origin !== origin) continue;
        const target = url.pathname;
        const isPage = !/\.[a-z0-9]+$/i.test(target) || target.endsWith('.html');
        if (isPage && !target.startsWith('/_next/')) {
          if (!pages.has(target)) queue.push(target);
        } else assets.add(target);
      }
    }
  }

  for (const asset of assets) {
    const response = await request.head(asset);
    if (response.status() !== 200) broken.push(`${asset}: HTTP ${response.status()}`);
  }
  expect(broken, broken.join('\n')).toEqual([]);
  const unreachable = routes.map((route) => route.path).filter((path) => !pages.has(path));
  expect(unreachable, `never linked: ${unreachable.join(', ')}`).toEqual([]);
  console.log(`crawled ${pages.size} pages and ${assets.size} assets`);
});
