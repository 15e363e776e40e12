/** Blog articles, read from content/articles/, in the order /blog lists them (oldest first). */
import 'server-only';
import { contentIn } from './load';
import { lookupByPath } from './lookup';
import { perLocale } from './localized';
import type { Locale } from '../i18n/locales';

export const articlesIn = (locale: Locale) => contentIn(locale).articles;
const lookupIn = perLocale((locale) => lookupByPath(articlesIn(locale), 'article'));
export const getArticleIn = (path: string, locale: Locale) => lookupIn(locale)(path);

export const articles = articlesIn('en');
