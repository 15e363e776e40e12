import { getRoute, type RouteKind, type RoutePath } from '@/lib/content/routes';

/** What a search result is labelled and can be filtered by; the home and legal pages count as pages. */
type SearchKind = Extract<RouteKind, 'product' | 'service' | 'industry' | 'article' | 'page'>;

function searchKind(kind: RouteKind): SearchKind {
  return kind === 'home' || kind === 'legal' ? 'page' : kind;
}

/** Pagefind attributes that file a page under its kind: a filter to narrow by and metadata to label it. */
export function searchKindAttributes(path: RoutePath) {
  const kind = searchKind(getRoute(path).kind);
  return { 'data-pagefind-filter': `kind:${kind}`, 'data-pagefind-meta': `kind:${kind}` };
}
