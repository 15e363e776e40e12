/**
 * A UAE visitor types a number as 050 123 4567, 00971 50 123 4567, +971 50 123 4567, 971 50 123 4567
 * or a toll-free 800 637 4342: all become international (+971501234567, +9718006374342). Any other
 * international number keeps its own country code. Returns null for anything it cannot place.
 */
export function normalisePhone(input: string): string | null {
  const compact = input.trim().replace(/[\s().-]/g, '');
  const international = compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
  if (/^\+[1-9]\d{6,14}$/.test(international)) return international;
  if (/^971\d{8,9}$/.test(compact)) return `+${compact}`;
  if (/^0[1-9]\d{7,8}$/.test(compact)) return `+971${compact.slice(1)}`;
  if (/^800\d{4,7}$/.test(compact)) return `+971${compact}`;
  return null;
}

/**
 * The phone number as every enquiry sends it, from the quote form and the quote list alike: in
 * international form when it can be placed, otherwise as typed (a number both forms accept, since they
 * check it with the same pattern, quotePatterns.user_mobile).
 */
export const enquiryPhone = (input: string) => normalisePhone(input) ?? input.trim();
