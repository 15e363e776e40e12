/**
 * The texts of a page (menu name, title, description, banner heading and tagline) in a language:
 * content/routes.yml and its translation, and each article's own file. Server only: client menus get
 * their labels as props.
 */
import 'server-only';
import { localePath, type Locale } from '../i18n/locales';
import { routeTextsIn } from './load';
import { perLocale } from './localized';
import type { RoutePath } from './routes';
import type { RouteText } from './schema';

const textsIn = perLocale((locale) => routeTextsIn(locale));

/** routeText('/about', 'ar').heading */
export function routeText(path: RoutePath, locale: Locale): RouteText {
  const texts = textsIn(locale)[path];
  if (!texts) throw new Error(`No page texts for ${path} in content/routes.yml or the articles`);
  return texts;
}

interface NavLink {
  href: string;
  label: string;
}

/** Site links in a language: the page's URL in that language, labelled with its name there. */
export const localLinks = (paths: readonly RoutePath[], locale: Locale): NavLink[] =>
  paths.map((path) => ({ href: localePath(path, locale), label: routeText(path, locale).name }));
