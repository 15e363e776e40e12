import { brotliDecompressSync } from 'node:zlib';

/** WOFF2's table tags by their 6-bit index (WOFF2 spec, 5.1: Known Table Tags). */
const KNOWN_TAGS = (
  'cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx ' +
  'kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix ' +
  'acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak ' +
  'Zapf Silf Glat Gloc Feat Sill'
)
  .match(/.{4}\s?/g)!
  .map((tag) => tag.slice(0, 4).trim());

function readBase128(bytes: Buffer, at: { offset: number }) {
  let value = 0;
  for (let i = 0; i < 5; i += 1) {
    const byte = bytes[at.offset++]!;
    value = value * 128 + (byte & 0x7f);
    if ((byte & 0x80) === 0) return value;
  }
  throw new Error('bad UIntBase128');
}

/** The table bytes of a WOFF2 font, untransformed tables only (cmap is never transformed). */
function woff2Table(file: Buffer, wanted: string) {
  if (file.toString('latin1', 0, 4) !== 'wOF2') throw new Error('not a WOFF2 file');
  const numTables = file.readUInt16BE(12);
  const compressedLength = file.readUInt32BE(20);
  const at = { offset: 48 };
  const tables: { tag: string; length: number }[] = [];
  for (let i = 0; i < numTables; i += 1) {
    const flags = file[at.offset++]!;
    let tag = KNOWN_TAGS[flags & 0x3f]!;
    if ((flags & 0x3f) === 63) {
      tag = file.toString('latin1', at.offset, at.offset + 4);
      at.offset += 4;
    }
    const version = flags >> 6;
    const origLength = readBase128(file, at);
    const transformed = tag === 'glyf' || tag === 'loca' ? version === 0 : version !== 0;
    tables.push({ tag, length: transformed ? readBase128(file, at) : origLength });
  }
  const data = brotliDecompressSync(file.subarray(at.offset, at.offset + compressedLength));
  let offset = 0;
  for (const table of tables) {
    if (table.tag === wanted) return data.subarray(offset, offset + table.length);
    offset += table.length;
  }
  throw new Error(`no ${wanted} table`);
}

/** Every code point a WOFF2 font maps to a glyph (cmap formats 4 and 12). */
export function woff2CodePoints(file: Buffer): Set<number> {
  const cmap = woff2Table(file, 'cmap');
  const points = new Set<number>();
  const count = cmap.readUInt16BE(2);
  for (let i = 0; i < count; i += 1) {
    const start = cmap.readUInt32BE(4 + i * 8 + 4);
    const format = cmap.readUInt16BE(start);
    if (format === 12) {
      const groups = cmap.readUInt32BE(start + 12);
      for (let g = 0; g < groups; g += 1) {
        const at = start + 16 + g * 12;
        const [first, last, glyph] = [0, 4, 8].map((o) => cmap.readUInt32BE(at + o)) as [
          number,
          number,
          number,
        ];
        for (let cp = first; cp <= last; cp += 1) if (glyph + cp - first !== 0) points.add(cp);
      }
    } else if (format === 4) {
      const segments = cmap.readUInt16BE(start + 6) / 2;
      const ends = start + 14;
      const starts = ends + segments * 2 + 2;
      const deltas = starts + segments * 2;
      const rangeOffsets = deltas + segments * 2;
      for (let s = 0; s < segments; s += 1) {
        const last = cmap.readUInt16BE(ends + s * 2);
        const first = cmap.readUInt16BE(starts + s * 2);
        const delta = cmap.readInt16BE(deltas + s * 2);
        const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2);
        for (let cp = first; cp <= last && cp !== 0xffff; cp += 1) {
          let glyph = cp;
          if (rangeOffset !== 0) {
            glyph = cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (cp - first) * 2);
            if (glyph === 0) continue;
          }
          if ((glyph + delta) % 0x10000 !== 0) points.add(cp);
        }
      }
    }
  }
  return points;
}
