/**
 * The texts of a route (menu name, title, description, banner heading and tagline) in a language:
 * English from the route table (content/routes.ts), Arabic from content/routes.ar.yml (a map of
 * path → the same five fields, checked by the build: every route needs all five). Server only: client menus get their labels as props.
 */
import 'server-only';
import { localePath, type Locale } from '../i18n/locales';
import { routeTextsIn } from './load';
import type { NavLink, RoutePath } from './routes';
import type { RouteText } from './schema';

export type { RouteText };

/** routeText('/about', 'ar').heading: English from the route table, Arabic from content/routes.ar.yml. */
export const routeText = (path: RoutePath, locale: Locale): RouteText => routeTextsIn(locale)[path];

/** Site links in a language: the page's URL in that language, labelled with its name there. */
export function localLinks(links: readonly NavLink[], locale: Locale) {
  return links.map((link) => ({
    href: localePath(link.href, locale),
    label: locale === 'en' ? link.label : routeText(link.href, locale).name,
  }));
}
