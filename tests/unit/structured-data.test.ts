import { beforeAll, describe, expect, it } from 'vitest';
import { files, htmlFor, readText, rel, requireExport } from './export';
import { select, textOf } from '../html';
import { jsonLd } from '../text';

beforeAll(requireExport);

const pages = () => files().filter((path) => !path.includes('/_next/'));

describe('exported page structure', () => {
  it('every JSON-LD block parses, and no ItemList is empty', () => {
    let lists = 0;
    for (const page of pages()) {
      for (const data of jsonLd(readText(page))) {
        if (data['@type'] !== 'ItemList') continue;
        lists += 1;
        expect(data.itemListElement, `${rel(page)}: empty ItemList`).not.toHaveLength(0);
      }
    }
    expect(lists).toBeGreaterThan(5);
  });

  it('the contact cards are h3 under their section h2', () => {
    const cards = select(readText(htmlFor('/contact-us')), '#contact-cards');
    expect(
      select(cards[0]!, 'h1, h2, h3, h4, h5, h6').map(
        (heading) => `${heading.rawTagName} ${textOf(heading)}`,
      ),
    ).toEqual(['h2 How to reach us', 'h3 Free phone line', 'h3 Email', 'h3 Visit us']);
  });
});

describe('structured data in each language', () => {
  /** The page addresses a JSON-LD block links to (url, item, mainEntityOfPage), anywhere in it. */
  function pageLinks(value: unknown, found: string[] = []): string[] {
    if (Array.isArray(value)) value.forEach((item) => pageLinks(item, found));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) {
        if (['url', 'item', 'mainEntityOfPage'].includes(key) && typeof child === 'string')
          found.push(new URL(child).pathname);
        else pageLinks(child, found);
      }
    return found;
  }

  it('English pages carry no language and link to English pages; Arabic pages say ar and link to /ar', () => {
    let arabicPages = 0;
    for (const page of pages()) {
      const arabic = rel(page).startsWith('ar/') || rel(page) === 'ar.html';
      if (arabic) arabicPages += 1;
      for (const data of jsonLd(readText(page))) {
        const where = `${rel(page)}: ${data['@type']}`;
        expect(data.inLanguage, where).toBe(arabic ? 'ar' : undefined);
        for (const path of pageLinks(data))
          expect(path === '/ar' || path.startsWith('/ar/'), `${where} links to ${path}`).toBe(
            arabic,
          );
      }
    }
    // Arabic pages are exported once the Arabic routes exist (issue 19a); the English ones always.
    expect(pages().length - arabicPages).toBeGreaterThan(38);
  });
});
