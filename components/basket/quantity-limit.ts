/**
 * How many of one line a list may ask for: the store's limit, in a module of its own so the
 * server-rendered row controls can use it without the store (client hooks) and the store's chunk,
 * on every page, carries nothing more.
 */
export const maxQuantity = 100_000;
