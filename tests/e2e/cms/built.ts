import { decode, readableText } from '../../unit/export';

export { readableText };

/**
 * The row of a selection table on an exported page whose row header cell reads `header`: its
 * attributes (`data-min`, `data-max`, …) and the text of its cells, or undefined.
 */
export function tableRow(html: string, header: string) {
  for (const [, attributes, cells] of html.matchAll(/<tr((?:\s[^>]*)?)>([\s\S]*?)<\/tr>/g)) {
    const th = /^<th scope="row">([\s\S]*?)<\/th>/.exec(cells!);
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
