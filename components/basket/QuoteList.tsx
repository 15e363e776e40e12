'use client';

import Link from 'next/link';
import { useRef, useState } from 'react';
import { quoteMessages } from '@/content/quote';
import type { Contact } from '@/content/contact';
import { BasketSendForm, type SendOutcome } from './BasketSendForm';
import { composeList } from './compose';
import { clearBasket, removeLine, restoreLines } from './edit';
import { QuoteLine } from './QuoteLine';
import { useBasket, type BasketLine } from './store';
import { itemsInList, plural } from './words';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './QuoteList.module.css';

/** The /quote page's list: review, edit, copy, clear and send. It exists only once hydrated. */
export function QuoteList({ contact }: { contact: Contact }) {
  const lines = useBasket();
  const [announcement, setAnnouncement] = useState('');
  const [cleared, setCleared] = useState<readonly BasketLine[] | null>(null);
  const [listText, setListText] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());

  // Prerendered HTML, replaced as soon as the page hydrates; without JavaScript it is what stays.
  if (!lines)
    return (
      <div className={styles.reserve}>
        <p>
          Loading your quote list… The list is kept in this browser and needs JavaScript. Without
          it, send your request through the <a href="/contact-us">contact form</a>.
        </p>
      </div>
    );

  const remove = (index: number) => {
    const line = lines[index]!;
    const next = lines[index + 1] ?? lines[index - 1];
    removeLine(line.id);
    setAnnouncement(`Removed ${line.product}. ${itemsInList(lines.length - 1)}.`);
    // Focus stays in the list: the next line's Remove (or the previous one's), else the heading.
    (next ? removeButtons.current.get(next.id) : headingRef.current)?.focus();
  };

  const clear = () => {
    setCleared(lines);
    clearBasket();
    setAnnouncement('Quote list cleared.');
    headingRef.current?.focus();
  };

  const undoClear = () => {
    if (!cleared) return;
    restoreLines(cleared);
    setAnnouncement(`Quote list restored, ${itemsInList(cleared.length)}.`);
    setCleared(null);
  };

  const copy = async () => {
    const text = composeList(lines, contact);
    try {
      await navigator.clipboard.writeText(text);
      setListText(null);
      setAnnouncement('List copied as text: paste it into any e-mail or message.');
    } catch {
      setListText(text);
      setAnnouncement('This browser blocked copying: the list is shown as text below to copy.');
    }
  };

  const sent = (result: SendOutcome | null) => {
    setOutcome(result);
    setCleared(null);
    if (result?.tone === 'success') headingRef.current?.focus();
  };

  return (
    <div className={styles.list}>
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading}>
        {lines.length > 0
          ? `Your list: ${plural(lines.length, 'item')}`
          : 'Your quote list is empty'}
      </h2>
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p>
            Open any{' '}
            <Link prefetch={false} href="/product">
              product
            </Link>{' '}
            or{' '}
            <Link prefetch={false} href="/services">
              service
            </Link>{' '}
            page and choose Add to quote. Everything you add is kept in this browser until you send
            or clear it.
          </p>
          {cleared && (
            <button type="button" className={styles.textButton} onClick={undoClear}>
              Undo clear
            </button>
          )}
        </div>
      ) : (
        <>
          <ol className={styles.lines}>
            {lines.map((line, index) => (
              <QuoteLine
                key={line.id}
                line={line}
                removeRef={(button) => {
                  if (button) removeButtons.current.set(line.id, button);
                  else removeButtons.current.delete(line.id);
                }}
                onRemove={() => remove(index)}
                onAnnounce={setAnnouncement}
              />
            ))}
          </ol>
          <div className={styles.toolbar}>
            <button type="button" className={styles.textButton} onClick={copy}>
              Copy list as text
            </button>
            <button type="button" className={styles.textButton} onClick={clear}>
              Clear all
            </button>
          </div>
          {listText && (
            <div className={formStyles.field}>
              <label htmlFor="quote-list-text">Your list as text</label>
              <textarea id="quote-list-text" readOnly rows={8} value={listText} />
            </div>
          )}
          <BasketSendForm lines={lines} onOutcome={sent} contact={contact} />
        </>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div role="status" className={styles.outcome}>
        {outcome?.tone === 'success' && <p>{quoteMessages.success}</p>}
      </div>
      <div role="alert" className={styles.outcome} data-tone="error">
        {outcome?.tone === 'error' && (
          <>
            <p>{quoteMessages.failure}</p>
            <p>
              <a href={outcome.mailto}>Or e-mail your request to {contact.email}</a>. If your mail
              app shortens the text, use Copy list as text and paste the list.
            </p>
          </>
        )}
      </div>
    </div>
  );
}
