/** One entry of a content list (a product, service, industry, article or legal page) by its path. */
import 'server-only';
import type { Locale } from '../i18n/locales';
import { contentIn, type Content } from './load';
import { lookupByPath } from './lookup';

type PageList = 'products' | 'services' | 'industries' | 'articles' | 'legal';

/** pageIn('products', '/GlandsAccessories', 'ar'): a missing path fails the build with what exists. */
export const pageIn = <List extends PageList>(list: List, path: string, locale: Locale) =>
  lookupByPath<Content[List][number]>(contentIn(locale)[list], `${list} entry`)(path);
