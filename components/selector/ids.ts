/** The selector section's id: a search result for the selector links to /GlandsAccessories#gland-selector. */
export const SELECTOR_ID = 'gland-selector';
