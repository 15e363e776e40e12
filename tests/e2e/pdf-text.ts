import { inflateSync } from 'node:zlib';

/**
 * The pages of a PDF as Chromium writes it (page.pdf): each page's size in points and its text, one
 * line per text object, read from the content streams through each font's ToUnicode map. Enough to
 * check what is printed on which page, with no PDF library: objects are found by their `n 0 obj`
 * headers and streams cut by their /Length.
 */
export interface PdfPage {
  width: number;
  height: number;
  text: string;
}

type Objects = Map<number, { dict: string; stream?: Buffer }>;

function readObjects(pdf: Buffer): Objects {
  const source = pdf.toString('latin1');
  const objects: Objects = new Map();
  const header = /(\d+) 0 obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const streamAt = source.indexOf('stream', start);
    const endAt = source.indexOf('endobj', start);
    if (streamAt === -1 || streamAt > endAt) {
      objects.set(Number(match[1]), { dict: source.slice(start, endAt) });
      continue;
    }
    const dict = source.slice(start, streamAt);
    objects.set(Number(match[1]), { dict });
    header.lastIndex = streamAt;
  }
  // Streams are read once every object is known, as a /Length may refer to a later object.
  for (const [id, object] of objects) {
    const at = source.indexOf(`${id} 0 obj`);
    const streamAt = source.indexOf('stream', at + object.dict.length);
    if (!/\/Length\s/.test(object.dict) || streamAt === -1) continue;
    const lengthRef = /\/Length (\d+) 0 R/.exec(object.dict);
    const length = lengthRef
      ? Number(objects.get(Number(lengthRef[1]))?.dict.trim())
      : Number(/\/Length (\d+)/.exec(object.dict)![1]);
    let begin = streamAt + 'stream'.length;
    if (source[begin] === '\r') begin++;
    if (source[begin] === '\n') begin++;
    const raw = pdf.subarray(begin, begin + length);
    object.stream = /\/FlateDecode/.test(object.dict) ? inflateSync(raw) : raw;
  }
  return objects;
}

const refs = (text: string) => [...text.matchAll(/(\d+) 0 R/g)].map((match) => Number(match[1]));

/** A font's codes to text, from its ToUnicode CMap (bfchar and bfrange entries). */
function toUnicode(cmap: string): { bytes: number; map: Map<number, string> } {
  const map = new Map<number, string>();
  const hex = (value: string) =>
    String.fromCodePoint(
      ...(value.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)).filter((cp) => cp > 0),
    );
  const utf16 = (value: string) => {
    const units = (value.match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16));
    return String.fromCharCode(...units);
  };
  const space = /<([0-9a-fA-F]+)>\s*<[0-9a-fA-F]+>/.exec(
    /begincodespacerange([\s\S]*?)endcodespacerange/.exec(cmap)?.[1] ?? '',
  );
  const bytes = space ? space[1]!.length / 2 : 2;
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]*)>/g))
      map.set(parseInt(entry[1]!, 16), utf16(entry[2]!));
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g))
    for (const entry of block[1]!.matchAll(
      /<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(<[0-9a-fA-F]*>|\[[^\]]*\])/g,
    )) {
      const first = parseInt(entry[1]!, 16);
      const last = parseInt(entry[2]!, 16);
      const target = entry[3]!;
      if (target.startsWith('[')) {
        const items = [...target.matchAll(/<([0-9a-fA-F]*)>/g)].map((item) => utf16(item[1]!));
        items.forEach((text, index) => map.set(first + index, text));
      } else {
        const base = target.slice(1, -1);
        const head = base.slice(0, -4);
        const tail = parseInt(base.slice(-4), 16);
        for (let code = first; code <= last; code++)
          map.set(code, hex(head) + String.fromCharCode(tail + code - first));
      }
    }
  return { bytes, map };
}

export function pdfPages(pdf: Buffer): PdfPage[] {
  const objects = readObjects(pdf);
  const dictOf = (id: number) => objects.get(id)?.dict ?? '';
  const root = [...objects.values()].find(
    (object) => /\/Type\s*\/Pages\b/.test(object.dict) && !/\/Parent\s/.test(object.dict),
  );
  const pageIds: number[] = [];
  const walk = (dict: string) => {
    for (const id of refs(/\/Kids\s*\[([^\]]*)\]/.exec(dict)?.[1] ?? '')) {
      if (/\/Type\s*\/Pages\b/.test(dictOf(id))) walk(dictOf(id));
      else pageIds.push(id);
    }
  };
  walk(root?.dict ?? '');
  const fonts = new Map<number, ReturnType<typeof toUnicode>>();
  const fontOf = (id: number) => {
    if (!fonts.has(id)) {
      const cmap = /\/ToUnicode (\d+) 0 R/.exec(dictOf(id));
      const stream = cmap ? objects.get(Number(cmap[1]))?.stream : undefined;
      fonts.set(id, toUnicode(stream?.toString('latin1') ?? ''));
    }
    return fonts.get(id)!;
  };
  return pageIds.map((id) => {
    const dict = dictOf(id);
    const box = /\/MediaBox\s*\[([^\]]*)\]/.exec(dict)![1]!.trim().split(/\s+/).map(Number);
    const resources = /\/Resources (\d+) 0 R/.exec(dict);
    const fontText = /\/Font\s*(<<[\s\S]*?>>|\d+ 0 R)/.exec(
      resources ? dictOf(Number(resources[1])) : dict,
    )?.[1];
    const fontDict = fontText?.endsWith(' R') ? dictOf(refs(fontText)[0]!) : (fontText ?? '');
    const fontIds = new Map(
      [...fontDict.matchAll(/\/(\S+?) (\d+) 0 R/g)].map((match) => [match[1]!, Number(match[2])]),
    );
    const contents = /\/Contents\s*(\[[^\]]*\]|\d+ 0 R)/.exec(dict)?.[1] ?? '';
    const program = refs(contents)
      .map((ref) => objects.get(ref)?.stream?.toString('latin1') ?? '')
      .join('\n');
    let font = fontOf(-1);
    let text = '';
    const decode = (hex: string) => {
      let out = '';
      for (let at = 0; at + font.bytes * 2 <= hex.length; at += font.bytes * 2)
        out += font.map.get(parseInt(hex.slice(at, at + font.bytes * 2), 16)) ?? '';
      return out;
    };
    const tokens = /\/(\S+)\s+[\d.]+\s+Tf|<([0-9a-fA-F]*)>\s*Tj|\[((?:[^\]])*)\]\s*TJ|\bET\b/g;
    for (const token of program.matchAll(tokens)) {
      if (token[1] !== undefined) font = fontOf(fontIds.get(token[1]) ?? -1);
      else if (token[2] !== undefined) text += decode(token[2]);
      else if (token[3] !== undefined)
        for (const part of token[3].matchAll(/<([0-9a-fA-F]*)>/g)) text += decode(part[1]!);
      else text += '\n';
    }
    return { width: box[2]! - box[0]!, height: box[3]! - box[1]!, text };
  });
}
