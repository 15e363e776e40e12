/**
 * The introductions of the three hub pages (/product, /services, /industries), read from
 * content/hub-intros.yml: how to choose the right page, without repeating the cards' own text.
 */
import 'server-only';
import { loadContent } from './load';
import type { HubIntro } from './schema';

export type { HubIntro };

const intros = loadContent().hubIntros;
export const hubIntros = {
  '/product': intros.product,
  '/services': intros.services,
  '/industries': intros.industries,
} as const satisfies Record<string, HubIntro>;
