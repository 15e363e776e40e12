import { describe, expect, it } from 'vitest';
import { strings } from '../unit/content-strings';

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
