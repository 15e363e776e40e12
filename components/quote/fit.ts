/**
 * Shortening an enquiry to what its channel carries: a mailto: or WhatsApp link (mail programs and
 * browsers cut links around 2,000 characters) or the e-mail provider's request.
 */

/** Mail programs cut mailto: links around 2,000 characters; stay under that. */
export const MAILTO_LIMIT = 1900;

/** wa.me links go through the same browsers and apps; the same ceiling keeps them whole. */
export const WHATSAPP_LIMIT = 1900;

/**
 * EmailJS: "the size of the template cannot exceed 50kb" and larger requests are ignored
 * (emailjs.com/docs, Creating email templates, Restrictions). The template's own text and the
 * request's other fields share that, so the parameters an enquiry sends stay under 40,000 bytes.
 */
export const EMAIL_PARAMS_LIMIT = 40_000;

/** Size in bytes of the JSON the e-mail SDK sends for these parameters (UTF-8, as on the wire). */
export const jsonBytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

/**
 * The longest start of `text` for which `fits(start + '… ' + note)` holds, cut after a whole line
 * if one fits, else after a whole word; `shortened` says whether anything was cut. `fits` must hold
 * for the note alone.
 */
export function fitText(
  text: string,
  note: string,
  fits: (candidate: string) => boolean,
): { text: string; shortened: boolean } {
  if (fits(text)) return { text, shortened: false };
  const cut = (pieces: string[], count: number) => `${pieces.slice(0, count).join('')}… ${note}`;
  // Binary search for the most pieces that fit (encoded lengths are not proportional to characters).
  const most = (pieces: string[]) => {
    let low = 0;
    let high = pieces.length;
    while (low < high) {
      const mid = Math.ceil((low + high) / 2);
      if (fits(cut(pieces, mid))) low = mid;
      else high = mid - 1;
    }
    return low;
  };
  const lines = text.split(/(?<=\n)/);
  const wholeLines = most(lines);
  if (wholeLines > 0) return { text: cut(lines, wholeLines), shortened: true };
  const words = text.split(/(?<=\s)/);
  return { text: cut(words, most(words)), shortened: true };
}
