/**
 * Telephone numbers as visitors in the UAE (and abroad) type them: the quote form's rule must accept
 * each, in the validator (tests/unit/quote.test.ts) and in the browser's own check of the field
 * (tests/e2e/quote-hardening.spec.ts), so the two cannot drift apart.
 */
export const typedPhoneNumbers = [
  '+971 50 123 4567',
  '+971501234567',
  '00971 50 123 4567',
  '050 123 4567',
  '050-123-4567',
  '+971-4-123-4567',
  '04 123 4567',
  '(04) 123-4567',
  '(04) 123 4567',
  '800 637 4342',
  '+44 20 7946 0958',
];
