import { beforeAll, describe, expect, it } from 'vitest';
import { htmlFor, readableText, readText, requireExport } from '../unit/export';
import { audited, auditedRouteTexts } from './content';
import { selectOne } from '../html';

beforeAll(requireExport);

/** The hub pages' introductions (issue 29's length, in the built pages). */
const { hubs, services, industries } = audited();
const routeTexts = auditedRouteTexts();
const intros = {
  '/product': {
    intro: hubs.product.intro,
    cards: hubs.product.pages.map((path) => routeTexts[path].tagline),
  },
  '/services': { intro: hubs.services.intro, cards: services.map((page) => page.summary.text) },
  '/industries': {
    intro: hubs.industries.intro,
    cards: industries.map((page) => page.summary.text),
  },
};

const words = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('hub pages', () => {
  for (const [path, { intro, cards }] of Object.entries(intros)) {
    it(`${path} has an introduction of at least 200 words that does not repeat its cards`, () => {
      const html = readText(htmlFor(path));
      const section = selectOne(html, 'section#hub-intro');
      expect(section, `${path} has no section#hub-intro`).toBeDefined();
      const text = readableText(section!.outerHTML);
      expect(text).toContain(intro.heading);
      expect(words(text)).toBeGreaterThanOrEqual(200);
      for (const card of cards) {
        expect(text).not.toContain(card);
        expect(text).not.toContain(card.slice(0, 50));
      }
    });
  }
});
