import { limits, readBasket, saveBasket, type BasketLine } from './store';

/** Edits made on /quote; every change is saved at once, so other tabs and a reload see it. */
export function updateLine(id: string, change: Partial<Pick<BasketLine, 'quantity' | 'note'>>) {
  const quantity =
    change.quantity === undefined
      ? undefined
      : Math.min(Math.max(Math.trunc(change.quantity) || 1, 1), limits.quantity);
  saveBasket(
    readBasket().map((line) =>
      line.id === id
        ? {
            ...line,
            ...(quantity !== undefined && { quantity }),
            ...(change.note !== undefined && { note: change.note.slice(0, limits.note) }),
          }
        : line,
    ),
  );
}

export function removeLine(id: string) {
  saveBasket(readBasket().filter((line) => line.id !== id));
}

export function restoreLines(lines: readonly BasketLine[]) {
  saveBasket(lines);
}

export function clearBasket() {
  saveBasket([]);
}
