import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '@/lib/content/routes';
import { loadContent } from '@/lib/content/load';
import { decode, files, htmlFor, outDir, readText, requireExport } from './export';

/**
 * Every route renders the same words as the committed baseline: visible text, alt and aria-label
 * texts, <title>, meta description and JSON-LD. The baseline was taken from the build before the
 * content moved from TypeScript to data files; an intended change is edited into its fixture
 * (or rewritten with `npx vitest run tests/unit/content-baseline.test.ts -u`, then reviewed in git).
 */
const squash = (text: string) => decode(text).replace(/\s+/g, ' ').trim();

function pageText(html: string): string {
  const head = html.slice(0, html.indexOf('<body'));
  const title = squash(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? '');
  const description = squash(/<meta name="description" content="([^"]*)"/.exec(head)?.[1] ?? '');
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.stringify(JSON.parse(match[1]!), null, 1));
  const body = html
    .slice(html.indexOf('<body'))
    .replace(/<(script|style|template)[\s\S]*?<\/\1>/g, '\n')
    // Alt and aria-label texts are content too: keep them where they stand, marked.
    .replace(/<[^>]*?\s(alt|aria-label)="([^"]+)"[^>]*>/g, '\n[$1: $2]\n')
    .replace(/<[^>]+>/g, '\n');
  const lines = body
    .split('\n')
    .map(squash)
    .filter(Boolean)
    // The footer's copyright year is the build's year.
    .map((line) => line.replace(/^© \d{4}\b/, '© YEAR'));
  return [
    `title: ${title}`,
    `description: ${description}`,
    ...jsonLd.map((ld) => `json-ld: ${ld}`),
    '',
    ...lines,
    '',
  ].join('\n');
}

const pages = [...routes.map((route) => route.path as string), '/404'];
const fixtureName = (path: string) => (path === '/' ? 'index' : path.slice(1).replace(/\//g, '__'));

beforeAll(requireExport);

describe('every page renders the same content as the baseline', () => {
  it.each(pages)('%s', async (path) => {
    await expect(pageText(readText(htmlFor(path)))).toMatchFileSnapshot(
      `./fixtures/content-baseline/${fixtureName(path)}.txt`,
    );
  });
});

describe('content reaches the browser only as rendered HTML', () => {
  it('no JavaScript file of the export holds content: identity, page text, table rows', () => {
    const { site, products, articles } = loadContent();
    const glands = products.find((page) => page.path === '/GlandsAccessories')!;
    const samples = [
      site.email,
      site.address.street,
      site.tagline,
      site.replyTime,
      site.developer.href,
      glands.intro[0]!.slice(0, 60),
      String(glands.tables![0]!.rows[0]!.thread),
      articles[0]!.excerpt.slice(0, 60),
    ];
    for (const script of files(join(outDir, '_next'), '.js')) {
      const code = readText(script);
      for (const sample of samples)
        expect(code.includes(sample), `${sample} in ${script}`).toBe(false);
    }
  });
});
