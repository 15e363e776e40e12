/** The twelve product pages, read from content/products/, in the order of the product routes. */
import 'server-only';
import { loadContent } from './load';
import { lookupByPath } from './lookup';

export const products = loadContent().products;
export const getProduct = lookupByPath(products, 'product page');
