import type { SelectionTable } from '@/lib/content/schema';
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

/**
 * A product table of a test's own, as content/products holds it: its caption and item are its id
 * unless given, so a fixture names only what its test reads.
 */
export const selectionTable = (
  id: string,
  table: Omit<SelectionTable, 'id' | 'caption' | 'item'> &
    Partial<Pick<SelectionTable, 'caption' | 'item'>>,
): SelectionTable => ({ id, caption: id, item: id, ...table });
