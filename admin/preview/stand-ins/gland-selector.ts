/**
 * lib/content/gland-selector.ts in the admin preview's bundle: the selector is the glands page's own
 * part above its tables (the route gives it to the template), not the template's; and its data,
 * read from the tables, needs tables the build has checked, which an entry being typed is not.
 */
export const glandSelectorFor = () => undefined;
