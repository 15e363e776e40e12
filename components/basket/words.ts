/** Wording shared by the add controls (on every product page) and the quote list page. */
export const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

export const itemsInList = (count: number) => `${plural(count, 'item')} in your quote list`;
