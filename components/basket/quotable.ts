import type { RouteKind } from '@/lib/content/routes';

/**
 * The kinds of page that carry an Add to quote button (the detail pages of products and services;
 * a product page's table rows add lines too): the only pages a line of the quote list links back to.
 */
export const quotable = (kind: RouteKind) => kind === 'product' || kind === 'service';
