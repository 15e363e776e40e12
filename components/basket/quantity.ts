import { maxQuantity } from './quantity-limit';

/** A quantity as typed: a whole number from 1 to the list's limit, or null (nothing else is added). */
export function parseQuantity(value: string): number | null {
  const text = value.trim();
  const quantity = Number(text);
  return /^\d+$/.test(text) && quantity >= 1 && quantity <= maxQuantity ? quantity : null;
}

/**
 * A quantity field's value as the buyer typed it, or null: "2.5", "1.000" and "1e3" are numbers to
 * the browser but not a count of items, and are refused, never rounded; text the browser cannot read
 * as a number at all (badInput) is refused too, though its value reads as empty.
 */
export const fieldQuantity = (input: HTMLInputElement): number | null =>
  input.validity.badInput ? null : parseQuantity(input.value);

/**
 * Selects a quantity field's content when it takes focus, so what is typed replaces it: a tap on a
 * field showing 1 and typing 50 gives 50, not 150. The click that focused the field would put the
 * caret back on release, so that one release is cancelled.
 */
export function selectOnFocus(input: HTMLInputElement) {
  input.select();
  const keep = (event: MouseEvent) => event.preventDefault();
  input.addEventListener('mouseup', keep, { once: true });
  // A focus by keyboard has no release to come: the listener goes with the next blur.
  input.addEventListener('blur', () => input.removeEventListener('mouseup', keep), { once: true });
}

/** A quantity field's own attributes, the same on a table row and on a line of the list. */
export const quantityField = {
  type: 'number',
  dir: 'ltr',
  inputMode: 'numeric',
  min: 1,
  max: maxQuantity,
  step: 1,
  autoComplete: 'off',
} as const;
