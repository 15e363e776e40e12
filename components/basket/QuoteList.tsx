'use client';

import Link from 'next/link';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Contact } from '@/lib/content/contact';
import { localePath, splitLocale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { WordButton } from '@/components/ui/WordButton';
import { WordField } from '@/components/quote/WordField';
import { fillNodes } from '@/components/ui/fill-nodes';
import { BasketSendForm, type SendOutcome } from './BasketSendForm';
import { composeList } from './compose';
import { clearBasket, removeLine, restoreLines } from './edit';
import { QuoteLine } from './QuoteLine';
import { endRequest, useRequest } from './request';
import { RequestCopy, sentDate } from './RequestCopy';
import { useBasket, type BasketLine } from './store';
import { itemsInList, itemsText } from './words';
import styles from './QuoteList.module.css';

interface Props {
  contact: Contact;
  /** The route paths a line may link back to (the pages with an Add to quote button), in English. */
  pages: readonly string[];
}

/** The /quote page's list: review, edit, copy, clear and send. It exists only once hydrated. */
export function QuoteList({ contact, pages }: Props) {
  const stored = useBasket();
  // A line's page comes from this browser's storage: it links back only to a page of the site, in
  // either language; any other path (another site's, a mistyped one) keeps the line, without a link.
  const lines = useMemo(() => {
    const known = new Set(pages);
    return stored?.map((line) =>
      known.has(splitLocale(line.path).path) ? line : { ...line, path: '' },
    );
  }, [stored, pages]);
  const [announcement, setAnnouncement] = useState<ReactNode>('');
  const [cleared, setCleared] = useState<readonly BasketLine[] | null>(null);
  const [removed, setRemoved] = useState<{ line: BasketLine; index: number } | null>(null);
  const [listText, setListText] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<SendOutcome | null>(null);
  const request = useRequest();
  const sentRequest = request.sent;
  const failureRef = useRef<HTMLDivElement>(null);
  // A failed send is shown where the buyer is looking: the message scrolls into view and takes focus.
  useEffect(() => {
    if (outcome?.tone === 'error') failureRef.current?.focus();
  }, [outcome]);
  // Once sent, the printout is the request's copy alone (under the letterhead).
  const screenOnly = sentRequest ? 'hide' : undefined;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removeButtons = useRef(new Map<string, HTMLButtonElement>());
  const locale = useLocale();
  const text = useText('quoteListPage');
  const { success, failure } = useText('quoteForm');
  const mailWords = useText('companyMail');
  const href = (path: string) => localePath(path, locale);
  const inList = (count: number) => itemsInList(locale, text, count);
  /** Says a word in the live region, its slots filled. */
  const announce = (word: string, values: Record<string, string | number> = {}) =>
    setAnnouncement(<Word of={word}>{fill(word, values)}</Word>);

  // Prerendered HTML, replaced as soon as the page hydrates; without JavaScript it is what stays.
  if (!lines)
    return (
      <div className={styles.reserve}>
        <p>
          <Word of={text.loading}>
            {fillNodes(text.loading, {
              link: (
                <a href={href('/contact-us')}>
                  <Word of={text.loadingLink} />
                </a>
              ),
            })}
          </Word>
        </p>
      </div>
    );

  // Undo puts back the lines as stored (a line shown without its link keeps its page there).
  const storedLine = (line: BasketLine) => stored?.find((entry) => entry.id === line.id) ?? line;

  const remove = (index: number) => {
    const line = lines[index]!;
    const next = lines[index + 1] ?? lines[index - 1];
    removeLine(line.id);
    setRemoved({ line: storedLine(line), index });
    announce(text.removed, { product: line.product, inList: inList(lines.length - 1) });
    // Focus stays in the list: the next line's Remove (or the previous one's), else the heading.
    (next ? removeButtons.current.get(next.id) : headingRef.current)?.focus();
  };

  const undoRemove = () => {
    if (!removed) return;
    const { line, index } = removed;
    const rest = lines.map(storedLine);
    const restored = [...rest.slice(0, index), line, ...rest.slice(index)];
    restoreLines(restored);
    setRemoved(null);
    announce(text.restored, { inList: inList(restored.length) });
    // Focus goes back to the line that came back.
    requestAnimationFrame(() => removeButtons.current.get(line.id)?.focus());
  };

  const clear = () => {
    setCleared(lines.map(storedLine));
    setRemoved(null);
    clearBasket();
    // A new list is a new request: no reference, no sent copy, no message about the last send.
    endRequest();
    setOutcome(null);
    announce(text.cleared);
    headingRef.current?.focus();
  };

  const undoClear = () => {
    if (!cleared) return;
    restoreLines(cleared);
    announce(text.restored, { inList: inList(cleared.length) });
    setCleared(null);
  };

  const copy = async () => {
    const list = composeList(lines, contact, '', mailWords);
    try {
      await navigator.clipboard.writeText(list);
      setListText(null);
      announce(text.copiedList);
    } catch {
      setListText(list);
      announce(text.copyBlocked);
    }
  };

  const sent = (result: SendOutcome | null) => {
    setOutcome(result);
    setCleared(null);
    if (result?.tone === 'success') headingRef.current?.focus();
  };

  return (
    <div className={styles.list} data-quote-list="">
      {sentRequest && lines.length > 0 && (
        <>
          <p className={styles.sentMark} data-sent="" data-print="hide">
            <span>
              <Word of={text.sentOn}>
                {fillNodes(text.sentOn, {
                  date: sentDate(sentRequest.on, locale),
                  reference: <bdi dir="ltr">{sentRequest.reference}</bdi>,
                })}
              </Word>{' '}
              <Word of={text.sentKeep} />
            </span>
            <WordButton
              className={styles.textButton}
              onClick={() => window.print()}
              word={text.printCopy}
            />
          </p>
          <RequestCopy sent={sentRequest} locale={locale} />
        </>
      )}
      <h2 ref={headingRef} tabIndex={-1} className={styles.heading} data-print={screenOnly}>
        {lines.length > 0 ? (
          <Word of={text.heading}>
            {fill(text.heading, { items: itemsText(locale, text, lines.length) })}
          </Word>
        ) : (
          <Word of={text.empty} />
        )}
      </h2>
      {removed && (
        <p className={styles.removed} data-print="hide">
          <Word of={text.removed}>
            {fill(text.removed, {
              product: removed.line.product,
              inList: inList(lines.length),
            })}
          </Word>{' '}
          <WordButton className={styles.textButton} onClick={undoRemove} word={text.undoRemove} />
        </p>
      )}
      {lines.length === 0 ? (
        <div className={styles.empty}>
          <p>
            <Word of={text.emptyHelp}>
              {fillNodes(text.emptyHelp, {
                product: (
                  <Link prefetch={false} href={href('/product')}>
                    <Word of={text.emptyProduct} />
                  </Link>
                ),
                service: (
                  <Link prefetch={false} href={href('/services')}>
                    <Word of={text.emptyService} />
                  </Link>
                ),
              })}
            </Word>
          </p>
          {cleared && (
            <WordButton className={styles.textButton} onClick={undoClear} word={text.undo} />
          )}
        </div>
      ) : (
        <>
          <ol className={styles.lines} data-print={screenOnly}>
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
          <div className={styles.toolbar} data-print={screenOnly}>
            <WordButton className={styles.textButton} onClick={copy} word={text.copy} />
            <WordButton className={styles.textButton} onClick={clear} word={text.clear} />
          </div>
          {listText && (
            <WordField htmlFor="quote-list-text" label={text.asText}>
              <textarea id="quote-list-text" readOnly rows={8} value={listText} />
            </WordField>
          )}
          <div data-print={screenOnly}>
            <BasketSendForm lines={lines} onOutcome={sent} onCopy={copy} contact={contact} />
          </div>
        </>
      )}
      <p role="status" className="visually-hidden">
        {announcement}
      </p>
      <div role="status" className={styles.outcome} data-print={screenOnly}>
        {outcome?.tone === 'success' && (
          <p>
            {outcome.partial ? (
              <Word of={text.sentPart}>{fill(text.sentPart, { email: contact.email })}</Word>
            ) : (
              <Word of={success} />
            )}
          </p>
        )}
      </div>
      <div
        ref={failureRef}
        role="alert"
        tabIndex={-1}
        className={styles.outcome}
        data-tone="error"
        data-print={screenOnly}
      >
        {outcome?.tone === 'error' && (
          <>
            <p>
              <Word of={failure} />
            </p>
            {request.reference && (
              <p>
                <Word of={text.reference}>
                  {fillNodes(text.reference, {
                    reference: <bdi dir="ltr">{request.reference}</bdi>,
                  })}
                </Word>
              </p>
            )}
            <p>
              <Word of={text.failureKeep} />
            </p>
            <p className={styles.failureActions}>
              <WordButton
                className={styles.textButton}
                onClick={() => window.print()}
                word={text.printCopy}
              />
              <WordButton className={styles.textButton} onClick={copy} word={text.copy} />
            </p>
            <p>
              <a href={outcome.mailto}>
                <Word of={text.failureMail}>
                  {fill(text.failureMail, { email: contact.email })}
                </Word>
              </a>
              <Word of={text.failureHint} />
            </p>
          </>
        )}
      </div>
    </div>
  );
}
