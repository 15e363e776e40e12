'use client';

import { useEffect, useRef, useState } from 'react';
import { emptyQuote, type QuoteFields } from './send-quote';
import { quoteLimits } from './quote-rules';

const storageKey = (name: string) => `quote-draft:${name}`;

/** The service is one of the form's choices; a stored one longer than any choice is not one. */
const draftLimits: Record<keyof QuoteFields, number> = { ...quoteLimits, user_service: 200 };

/**
 * Reads a stored draft, the one parser of it: each field a string cut to its limit, anything else
 * (a damaged entry, another type, another site's value) empty. Never throws.
 */
export function parseDraft(raw: string | null): QuoteFields {
  let data: unknown;
  try {
    data = JSON.parse(raw ?? 'null');
  } catch {
    return emptyQuote;
  }
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return emptyQuote;
  const saved = data as Record<string, unknown>;
  const field = (name: keyof QuoteFields) => {
    const value = saved[name];
    return typeof value === 'string' ? value.slice(0, draftLimits[name]) : '';
  };
  return {
    user_name: field('user_name'),
    user_mobile: field('user_mobile'),
    user_email: field('user_email'),
    user_service: field('user_service'),
    user_message: field('user_message'),
  };
}

/**
 * The form's fields, kept in sessionStorage under `name` when one is given: the draft survives a
 * visit to another page in the same tab and is gone when the tab closes or the enquiry is sent.
 */
export function useDraft(name?: string) {
  const [fields, setFields] = useState<QuoteFields>(emptyQuote);
  const loaded = useRef(false);

  useEffect(() => {
    if (!name) return;
    try {
      const saved = sessionStorage.getItem(storageKey(name));
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage exists only after hydration; reading it during render would mismatch the server HTML
      if (saved) setFields(parseDraft(saved));
    } catch {
      // Storage off: start empty.
    }
  }, [name]);

  useEffect(() => {
    if (!name) return;
    if (!loaded.current) {
      // The first run comes before the saved draft is applied: writing now would erase it.
      loaded.current = true;
      return;
    }
    try {
      const empty = Object.values(fields).every((value) => value === '');
      if (empty) sessionStorage.removeItem(storageKey(name));
      else sessionStorage.setItem(storageKey(name), JSON.stringify(fields));
    } catch {
      // Storage full or off: the draft lives only as long as the page.
    }
  }, [name, fields]);

  /** Empties the fields and forgets the saved draft, even if the form has already gone. */
  const clear = () => {
    setFields(emptyQuote);
    try {
      if (name) sessionStorage.removeItem(storageKey(name));
    } catch {
      // Storage off: nothing was saved.
    }
  };

  return [fields, setFields, clear] as const;
}
