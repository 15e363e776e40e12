import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { readableText } from '../../unit/export';
import { select, textAt, textOf, textRuns } from '../../html';

export { readableText };

/**
 * The row of a selection table on an exported page whose row header cell reads `header`: its
 * attributes (`data-min`, `data-max`, …) and the text of its cells, or undefined.
 */
export function tableRow(html: string, header: string) {
  for (const row of select(html, 'tr')) {
    const th = row.firstChild === row.firstElementChild ? row.firstElementChild : undefined;
    if (!th?.matches('th[scope="row"]') || textOf(th).trim() !== header) continue;
    const text = select(row, ':scope > th, :scope > td').map((cell) =>
      textRuns(cell).join(' ').replace(/\s+/g, ' ').trim(),
    );
    return { data: row.attributes, text };
  }
  return undefined;
}

/**
 * Spaces as an editor types them: an Arabic page joins a number to the word after it with a no-break
 * space (lib/content/load.ts), where the editor typed a plain one.
 */
const typed = (text: string) => text.replace(/\u00a0/g, ' ');

/** The text of a page's <title>. */
export const titleOf = (html: string) => typed(textAt(html, 'title'));

/** The text of a page's <h1>. */
export const headingOf = (html: string) => typed(textAt(html, 'h1')).trim();

/**
 * The URLs the site search can return: Pagefind keeps one fragment per page under pagefind/fragment/,
 * gzipped JSON after a `pagefind_dcd` signature.
 */
export function indexedUrls(outDir: string) {
  const folder = join(outDir, 'pagefind/fragment');
  return readdirSync(folder).map((file) => {
    const text = gunzipSync(readFileSync(join(folder, file))).toString('utf8');
    return (JSON.parse(text.slice(text.indexOf('{'))) as { url: string }).url;
  });
}
