/**
 * How many of one line a list may ask for. Kept here, apart from the store (which takes it into its
 * limits), so the server-rendered row controls can use it without the store's client hooks.
 */
export const maxQuantity = 100_000;

/** A quantity as typed: a whole number from 1 to the list's limit, or null (nothing else is added). */
export function parseQuantity(value: string): number | null {
  const text = value.trim();
  const quantity = Number(text);
  return /^\d+$/.test(text) && quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/** A quantity field's own attributes, the same on a table row and on a line of the list. */
export const quantityField = {
  type: 'number',
  dir: 'ltr',
  inputMode: 'numeric',
  min: 1,
  max: maxQuantity,
  step: 1,
} as const;
