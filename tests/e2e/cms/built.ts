import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { decode, readableText } from '../../unit/export';

export { readableText };

/**
 * The row of a selection table on an exported page whose row header cell reads `header`: its
 * attributes (`data-min`, `data-max`, …) and the text of its cells, or undefined.
 */
export function tableRow(html: string, header: string) {
  for (const [, attributes, cells] of html.matchAll(/<tr((?:\s[^>]*)?)>([\s\S]*?)<\/tr>/g)) {
    const th = /^<th scope="row"[^>]*>([\s\S]*?)<\/th>/.exec(cells!);
    if (!th || decode(th[1]!.replace(/<[^>]+>/g, '')).trim() !== header) continue;
    const data = Object.fromEntries(
      [...(attributes ?? '').matchAll(/\s([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        decode(value!),
      ]),
    );
    const text = [...cells!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) =>
      decode(cell!.replace(/<[^>]+>/g, ' '))
        .replace(/\s+/g, ' ')
        .trim(),
    );
    return { data, text };
  }
  return undefined;
}

/**
 * Spaces as an editor types them: an Arabic page joins a number to the word after it with a no-break
 * space (lib/content/load.ts), where the editor typed a plain one.
 */
const typed = (text: string) => text.replace(/\u00a0/g, ' ');

/** The text of a page's <title>. */
export const titleOf = (html: string) =>
  typed(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''));

/** The text of a page's <h1>. */
export const headingOf = (html: string) =>
  typed(decode((/<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, '')).trim());

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
