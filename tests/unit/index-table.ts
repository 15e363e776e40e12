import type { IndexTable } from '@/lib/search/catalogue';

type Given = Omit<IndexTable, 'id' | 'path' | 'page' | 'options'> &
  Partial<Pick<IndexTable, 'id' | 'options'>>;

/**
 * A table of a test's own catalogue index, on the English page `/<page>`: its id is the page's name
 * in lower case unless given, and it has no options unless given, so a fixture names only what its
 * test reads.
 */
export const indexTable = (page: string, table: Given): IndexTable => ({
  id: page.toLowerCase(),
  path: `/${page}`,
  page,
  options: [],
  ...table,
});
