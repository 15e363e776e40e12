import { contentIn } from '@/lib/content/load';
import { rowLabel } from '@/lib/content/catalogue/format';
import { localePath, type Locale } from '@/lib/i18n/locales';
import type { Range, SelectionTable } from '@/lib/content/schema';

/**
 * A buyer's pasted take-off (issue 41) and what the content says each line is. The pasted text is the
 * buyer's and stays literal; the rows it names, their labels and options in the page's language are
 * read from the content at test time, so an editor's wording or new rows keep the test meaningful. A
 * content without the products the buyer names fails here, saying which.
 */
type Row = SelectionTable['rows'][number];

const holds = (cell: unknown, value: number) => {
  if (typeof cell === 'number') return cell === value;
  const range = cell as Range | undefined;
  return range !== undefined && range.min <= value && value <= range.max;
};

interface Wanted {
  /** The buyer's line. */
  line: string;
  quantity: number;
  page: string;
  table: string;
  row: (row: Row) => boolean;
  /** The option the line names: its name and value in English (the content's first file). */
  option?: { name: RegExp; value: RegExp };
}

const wanted: Wanted[] = [
  {
    line: '200 nos M25 brass cable gland Zone 1 IIC 22mm SWA',
    quantity: 200,
    page: '/GlandsAccessories',
    table: 'gland-sizes',
    row: (row) => /\bM25\b/.test(String(row.thread)) && holds(row.outerSeal, 22),
    option: { name: /material/i, value: /^brass$/i },
  },
  {
    line: '500 pcs SS cable tie 360mm',
    quantity: 500,
    page: '/Cableties',
    table: 'cable-ties',
    row: (row) => holds(row.length, 360) && /stainless/i.test(String(row.material)),
  },
  {
    line: '50 150mm2 copper lug',
    quantity: 50,
    page: '/TerminationTools',
    table: 'cable-lugs',
    row: (row) => holds(row.conductor, 150),
  },
  {
    // English words the Arabic rows do not hold: on the Arabic site only the English index finds it.
    line: '100 nos heat shrink end cap 30mm',
    quantity: 100,
    page: '/HeatShrink',
    table: 'end-caps',
    row: (row) => holds(row.cable, 30),
  },
];

/** A line no row holds: kept as written (its text without the quantity). */
export const unmatched = { line: '20 nos site survey by your engineer', quantity: 20 };
export const unmatchedProduct = 'site survey by your engineer';
/** A line in metres that no row holds: kept as written, with its unit. */
export const metred = {
  line: '150 m route survey by your engineer',
  quantity: 150,
  product: 'route survey by your engineer',
};
/** A quantity that is not a whole number: refused on its line, never rounded. */
export const badQuantity = { line: '2.5 lugs', quantity: '2.5' };

const tableOf = (locale: Locale, path: string, id: string) =>
  contentIn(locale)
    .products.find((page) => page.path === path)
    ?.tables?.find((table) => table.id === id);

/** Each product line with the labels of the rows it may be, in `locale`, and the option it names. */
export function pastedProducts(locale: Locale) {
  return wanted.map(({ line, quantity, page, table: id, row, option }) => {
    const english = tableOf('en', page, id);
    const local = tableOf(locale, page, id);
    if (!english || !local) throw new Error(`content/products${page}.yml: no table ${id}`);
    const labels = english.rows.flatMap((each, index) =>
      row(each) ? [rowLabel(local, local.rows[index]!, locale)] : [],
    );
    if (labels.length === 0)
      throw new Error(`content/products${page}.yml: no row of ${id} for “${line}”`);
    let named: { name: string; value: string } | undefined;
    if (option) {
      const at = english.options?.findIndex((each) => option.name.test(each.name)) ?? -1;
      const value = english.options?.[at]?.values.findIndex((each) => option.value.test(each));
      if (at < 0 || value === undefined || value < 0)
        throw new Error(`content/products${page}.yml: ${id} has no option for “${line}”`);
      const localOption = local.options![at]!;
      named = { name: localOption.name, value: localOption.values[value]! };
    }
    return { line, quantity, labels, option: named, path: localePath(page, locale) };
  });
}

/** The whole paste: the products, the unmatched line and the bad quantity. */
export const pastedText = (products: { line: string }[], extra: string[] = []) =>
  [...products.map(({ line }) => line), ...extra].join('\n');
