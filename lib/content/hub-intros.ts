/**
 * The introductions of the three hub pages (/product, /services, /industries), read from
 * content/hub-intros.yml: how to choose the right page, without repeating the cards' own text.
 */
import 'server-only';
import { contentIn } from './load';
import { perLocale } from './localized';
import type { HubIntro } from './schema';

export type { HubIntro };

export const hubIntrosIn = perLocale((locale) => {
  const intros = contentIn(locale).hubIntros;
  return {
    '/product': intros.product,
    '/services': intros.services,
    '/industries': intros.industries,
  } as const satisfies Record<string, HubIntro>;
});

export const hubIntros = hubIntrosIn('en');
