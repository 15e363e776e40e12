import { beforeAll, describe, expect, it } from 'vitest';
import { files, htmlFor, readText, rel, requireExport } from './export';

beforeAll(requireExport);

const pages = () => files().filter((path) => !path.includes('/_next/'));

describe('exported page structure', () => {
  it('every JSON-LD block parses, and no ItemList is empty', () => {
    let lists = 0;
    for (const page of pages()) {
      const blocks = [
        ...readText(page).matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g),
      ];
      for (const [, json] of blocks) {
        const data = JSON.parse(json ?? '');
        if (data['@type'] !== 'ItemList') continue;
        lists += 1;
        expect(data.itemListElement, `${rel(page)}: empty ItemList`).not.toHaveLength(0);
      }
    }
    expect(lists).toBeGreaterThan(5);
  });

  it('the contact cards are h3 under their section h2', () => {
    const html = readText(htmlFor('/contact-us'));
    const section = html.slice(html.indexOf('id="contact-cards"'));
    const cards = section.slice(0, section.indexOf('</section>'));
    expect(
      [...cards.matchAll(/<h(\d)\b[^>]*>(.*?)<\/h\1>/g)].map((m) => `h${m[1]} ${m[2]}`),
    ).toEqual(['h2 How to reach us', 'h3 Free phone line', 'h3 Email', 'h3 Visit us']);
  });
});
