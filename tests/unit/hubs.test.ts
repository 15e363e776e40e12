import { beforeAll, describe, expect, it } from 'vitest';
import { hubIntros } from '@/lib/content/hub-intros';
import { getRoute, productCatalogue } from '@/lib/content/routes';
import { services } from '@/lib/content/services';
import { industries } from '@/lib/content/industries';
import { htmlFor, readableText, readText, requireExport } from './export';

beforeAll(requireExport);

const cardTexts: Record<keyof typeof hubIntros, string[]> = {
  '/product': productCatalogue.map((path) => getRoute(path).tagline),
  '/services': services.map((service) => service.summary.text),
  '/industries': industries.map((industry) => industry.summary.text),
};

const words = (text: string) => text.split(/\s+/).filter((word) => /\w/.test(word)).length;

describe('hub pages', () => {
  for (const path of Object.keys(hubIntros) as (keyof typeof hubIntros)[]) {
    it(`${path} has an introduction of at least 200 words that does not repeat its cards`, () => {
      const html = readText(htmlFor(path));
      const section = html.match(/<section id="hub-intro"[\s\S]*?<\/section>/)?.[0];
      expect(section, `${path} has no section#hub-intro`).toBeDefined();
      const text = readableText(section!);
      expect(text).toContain(hubIntros[path].heading);
      expect(words(text)).toBeGreaterThanOrEqual(200);
      for (const card of cardTexts[path]) {
        expect(text).not.toContain(card);
        expect(text).not.toContain(card.slice(0, 50));
      }
    });
  }
});
