/**
 * Bidirectional isolation for Arabic text: the runs of Latin letters and digits inside it (M20,
 * IP68, IEC 60529, 0.6/1 kV, 1000 mm², +971 6 555 0100, info@example.ae, −55 °C) are found so the
 * page can wrap each in <bdi> and the browser never reorders their parts around the Arabic. Pure, so
 * client components and tests may import it.
 */

/** A letter, digit or unit sign that belongs to a Latin run. */
const CORE = String.raw`[A-Za-z0-9\u00C0-\u024F²³°µΩ]`;
/** Signs that join two parts of one identifier: 0.6/1, 2:1, IEC 60079-14, info@example.ae, 1,000. */
const JOIN = String.raw`[./:,\-–+×@_&'’]`;
/** A leading sign before a number: +971, −55, +125. */
const SIGN = String.raw`[+\u2212]`;
/** A trailing sign after a figure: 6+, 0.15%. */
const TAIL = String.raw`[+%]`;
const WORD = `(?:${SIGN}(?=[0-9]))?${CORE}+(?:${JOIN}+${CORE}+)*${TAIL}?`;
/**
 * Words joined by spaces, or by a spaced & / × - –, stay one run, in the order engineers write them:
 * "0.6/1 kV", "M20 × 1.5", "Ex d / Ex e", "Cable Glands & Accessories".
 */
const RUN = new RegExp(`${WORD}(?:(?:[ \\u00A0]+(?:[&/×\\-–][ \\u00A0]+)?)${WORD})*`, 'g');

interface BidiPart {
  text: string;
  /** A Latin or numeric run to isolate. */
  isolate: boolean;
}

/** The text cut into Arabic parts and isolated runs, in order; joined, the parts are the text. */
export function bidiParts(text: string): BidiPart[] {
  const parts: BidiPart[] = [];
  let at = 0;
  for (const match of text.matchAll(RUN)) {
    if (match.index > at) parts.push({ text: text.slice(at, match.index), isolate: false });
    parts.push({ text: match[0], isolate: true });
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), isolate: false });
  return parts;
}
