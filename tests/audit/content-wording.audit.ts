import { describe, expect, it } from 'vitest';
import * as home from '@/lib/content/home';
import * as about from '@/lib/content/about';
import * as career from '@/lib/content/career';
import * as products from '@/lib/content/products';
import * as services from '@/lib/content/services';
import * as industries from '@/lib/content/industries';
import * as articles from '@/lib/content/articles';
import * as legal from '@/lib/content/legal';

const modules = { home, about, career, products, services, industries, articles, legal };

interface Found {
  where: string;
  value: unknown;
  key: string;
}

/** Every string value in a content module, with the key it sits under and a readable location. */
function walk(value: unknown, where: string, key = '', out: Found[] = []): Found[] {
  if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${where}[${i}]`, key, out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) walk(v, `${where}.${k}`, k, out);
  else out.push({ where, value, key });
  return out;
}

const strings = Object.entries(modules).flatMap(([name, module]) =>
  walk(module, name).filter((found) => typeof found.value === 'string'),
);

/** What today's texts must not be: a link to the spec's missing /services/ pages, a stub. */
describe('content wording', () => {
  it('no content text points at the /services/... paths the spec says do not exist', () => {
    for (const found of strings) {
      expect(String(found.value), found.where).not.toMatch(/(^|\s|")\/services\//);
    }
  });

  it('every content image alt is a description of more than three letters, with no underscore', () => {
    const alts = strings.filter((found) => found.key === 'alt');
    expect(alts.length).toBeGreaterThan(50);
    for (const { value, where } of alts) {
      const alt = value as string;
      if (alt === '') continue;
      expect(alt.trim().length, `${where} is a stub: "${alt}"`).toBeGreaterThan(3);
      expect(alt, `${where} is a file name`).not.toMatch(/\.(svg|png|jpe?g|webp|avif)$|^\/|_/i);
    }
  });

  it('nothing is lorem ipsum or "coming soon"', () => {
    for (const found of strings) {
      expect(String(found.value), found.where).not.toMatch(/lorem ipsum|coming soon|TODO|TBD/i);
    }
  });
});
