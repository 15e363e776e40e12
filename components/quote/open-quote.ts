/** The quote dialog listens for this event, so any button on any page can open it with a preset service. */
export const OPEN_QUOTE_EVENT = 'quote:open';

export interface OpenQuoteDetail {
  service?: string;
  /** Text added to the message field, e.g. the catalogue row the visitor asks about. */
  message?: string;
}

export function openQuote(detail: OpenQuoteDetail = {}) {
  window.dispatchEvent(new CustomEvent<OpenQuoteDetail>(OPEN_QUOTE_EVENT, { detail }));
}
