import { maxQuantity } from './quantity-limit';

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
