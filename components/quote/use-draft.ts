'use client';

import { useEffect, useRef, useState } from 'react';
import { emptyQuote, type QuoteFields } from './send-quote';

const storageKey = (name: string) => `quote-draft:${name}`;

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
      if (saved) setFields({ ...emptyQuote, ...(JSON.parse(saved) as Partial<QuoteFields>) });
    } catch {
      // Storage off or a damaged entry: start empty.
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
