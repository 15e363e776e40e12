/**
 * components/search/search-kind.ts in the admin preview's bundle: the site search's attributes name a
 * page's kind from the site's routes, which an article added in the admin since the build is not in
 * yet (lib/content/routes.ts). Nothing indexes the preview: it has none.
 */
export const searchKindAttributes = (): Record<string, string> => ({});
