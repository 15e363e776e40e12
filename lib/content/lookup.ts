/**
 * One lookup for every content list keyed by route path (routes, products, services, industries,
 * articles): a missing path fails the build with what was asked for and what exists.
 */
export function lookupByPath<T extends { path: string }>(items: readonly T[], what: string) {
  const byPath = new Map(items.map((item) => [item.path, item]));
  return (path: string): T => {
    const item = byPath.get(path);
    if (!item)
      throw new Error(`No ${what} for path "${path}". Known: ${[...byPath.keys()].join(', ')}`);
    return item;
  };
}
