/** The twelve product pages, read from content/products/, in the order of the product routes. */
import 'server-only';
import { contentIn } from './load';
import { lookupByPath } from './lookup';
import { perLocale } from './localized';
import type { Locale } from '../i18n/locales';

const productsIn = (locale: Locale) => contentIn(locale).products;
const lookupIn = perLocale((locale) => lookupByPath(productsIn(locale), 'product page'));
export const getProductIn = (path: string, locale: Locale) => lookupIn(locale)(path);

export const products = productsIn('en');
export const getProduct = (path: string) => getProductIn(path, 'en');
