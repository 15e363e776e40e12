/** The search dialog listens for this event, so the header and the side menu can both open it. */
export const OPEN_SEARCH_EVENT = 'search:open';

export function openSearch() {
  window.dispatchEvent(new Event(OPEN_SEARCH_EVENT));
}
