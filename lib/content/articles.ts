/**
 * Blog articles, read from content/articles/, oldest first (each article's "next article" is the one
 * after it); /blog lists them newest first (blog-pages.ts).
 */
import 'server-only';
import { contentIn } from './load';
import { lookupByPath } from './lookup';
import { perLocale } from './localized';
import type { Locale } from '../i18n/locales';

export const articlesIn = (locale: Locale) => contentIn(locale).articles;
const lookupIn = perLocale((locale) => lookupByPath(articlesIn(locale), 'article'));
export const getArticleIn = (path: string, locale: Locale) => lookupIn(locale)(path);

export const articles = articlesIn('en');
