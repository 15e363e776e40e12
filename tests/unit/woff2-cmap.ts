import { create, type Font } from 'fontkit';

/** Every code point a WOFF2 font maps to a glyph other than .notdef, read by fontkit. */
export function woff2CodePoints(file: Buffer): Set<number> {
  const font = create(file) as Font;
  return new Set(font.characterSet.filter((point) => font.hasGlyphForCodePoint(point)));
}
