/**
 * The texts of a route (menu name, title, description, banner heading and tagline) in a language:
 * English from the route table (content/routes.ts), Arabic from content/routes.ar.yml, a map of
 * path → the same five fields. Server only: client menus get their labels as props.
 */
import 'server-only';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { localePath, type Locale } from './i18n';
import { contentDir } from './load';
import { getRoute, type NavLink, type Route, type RoutePath } from './routes';

export type RouteText = Pick<Route, 'name' | 'title' | 'description' | 'heading' | 'tagline'>;

const fields = ['name', 'title', 'description', 'heading', 'tagline'] as const;

export const arabicRoutesFile = join(contentDir, 'routes.ar.yml');

type Translations = Partial<Record<string, Partial<RouteText>>>;

function readTranslations(): Translations {
  if (!existsSync(arabicRoutesFile)) return {};
  const data: unknown = parse(readFileSync(arabicRoutesFile, 'utf8'));
  if (!data || typeof data !== 'object') return {};
  for (const [path, entry] of Object.entries(data)) {
    getRoute(path); // an unknown path fails the build with the list of known ones
    for (const field of fields) {
      const value: unknown = (entry as Record<string, unknown> | null)?.[field];
      if (value !== undefined && typeof value !== 'string')
        throw new Error(`content/routes.ar.yml: ${path}.${field}: expected a text`);
    }
  }
  return data as Translations;
}

let arabic: Translations | undefined;

/** routeText('/about', 'ar').heading: a field missing in Arabic falls back to the English one. */
export function routeText(path: RoutePath, locale: Locale): RouteText {
  const route = getRoute(path);
  const english = Object.fromEntries(fields.map((field) => [field, route[field]])) as RouteText;
  if (locale === 'en') return english;
  arabic ??= readTranslations();
  const translated = arabic[path] ?? {};
  return Object.fromEntries(
    fields.map((field) => [field, translated[field] || english[field]]),
  ) as RouteText;
}

/** Site links in a language: the page's URL in that language, labelled with its name there. */
export function localLinks(links: readonly NavLink[], locale: Locale) {
  return links.map((link) => ({
    href: localePath(link.href, locale),
    label: locale === 'en' ? link.label : routeText(link.href, locale).name,
  }));
}
