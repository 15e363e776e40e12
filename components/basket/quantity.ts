import { limits } from './store';

/** A quantity as typed: a whole number from 1 to the list's limit, or null (nothing else is added). */
export function parseQuantity(value: string): number | null {
  const text = value.trim();
  const quantity = Number(text);
  return /^\d+$/.test(text) && quantity >= 1 && quantity <= limits.quantity ? quantity : null;
}
