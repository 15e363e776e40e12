import type { QuoteFields } from './send-quote';
import { enquiryPhone } from './phone';

/** Longest value each field takes: a real name, an E.164 number with separators, RFC 5321, a long enquiry. */
export const quoteLimits = {
  user_name: 100,
  user_mobile: 30,
  user_email: 254,
  user_message: 5000,
} as const;

/**
 * Browser-level patterns (checked without JavaScript too). The phone pattern takes 7 to 15 digits
 * with an optional leading + and spaces, dashes, dots or brackets between them: +971 50 123 4567,
 * 050-123-4567, 00971501234567, (04) 123 4567. Written to compile under the `v` flag browsers use.
 */
export const quotePatterns = {
  user_name: '.*\\S.*',
  user_mobile: ' *\\+?[\\(\\) .\\-]*(?:[0-9][\\(\\) .\\-]*){7,15}',
  user_email: ' *[^@\\s]+@[^@\\s]+\\.[^@\\s]{2,} *',
} as const;

/** The fields checked, each told with its hint (content/interface.yml, quoteForm.hints). */
const checkedFields = ['user_name', 'user_mobile', 'user_email', 'user_message'] as const;
type Checked = (typeof checkedFields)[number];

// 'u', not 'v': the patterns are valid under both, and 'u' works in every browser that runs this code.
const whole = (pattern: string) => new RegExp(`^(?:${pattern})$`, 'u');

/** What is wrong with each field, as the visitor is told; an empty object when the enquiry can be sent. */
export function quoteProblems(
  fields: QuoteFields,
  hints: Record<Checked, string>,
): Partial<Record<Checked, string>> {
  const problems: Partial<Record<Checked, string>> = {};
  for (const name of checkedFields) {
    const value = fields[name];
    const pattern = name === 'user_message' ? '[\\s\\S]*\\S[\\s\\S]*' : quotePatterns[name];
    if (!whole(pattern).test(value) || value.length > quoteLimits[name])
      problems[name] = hints[name];
  }
  return problems;
}

/** Whether a phone number passes the same check in both enquiry forms. */
export const validPhone = (value: string) =>
  whole(quotePatterns.user_mobile).test(value) && value.length <= quoteLimits.user_mobile;

/**
 * The enquiry as it is sent: surrounding whitespace removed from every field, the phone number in
 * the one format both forms send (enquiryPhone).
 */
export function trimQuote(fields: QuoteFields): QuoteFields {
  const trimmed = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.trim()]),
  ) as unknown as QuoteFields;
  return { ...trimmed, user_mobile: enquiryPhone(trimmed.user_mobile) };
}
