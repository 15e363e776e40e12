'use client';

import type { ReactNode } from 'react';
import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { localeInfo, type Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { isolated } from '@/components/ui/Isolated';
import { detailsOf, type SentRequest } from './request';
import styles from './QuoteList.module.css';

/** '25 November 2026' in the page's language, Western digits (as the rest of the site). */
export const sentDate = (iso: string, locale: Locale) =>
  new Date(iso).toLocaleDateString(localeInfo[locale].intl, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    numberingSystem: 'latn',
  });

/**
 * The request as it was sent, kept on /quote until the list is cleared: on screen a record, on paper
 * (A4, under the letterhead of PrintHeader) the copy a buyer files. Everything else on /quote is
 * left off the printout.
 */
export function RequestCopy({ sent, locale }: { sent: SentRequest; locale: Locale }) {
  const text = useText('quoteList');
  const words = text.listText;
  const ltr = (value: string) => (value ? <bdi dir="ltr">{value}</bdi> : null);
  // The buyer's details are on the copy only in the tab that sent it: they are never stored.
  const details = detailsOf(sent);
  const facts: [string, ReactNode][] = [
    [text.copySent, sentDate(sent.on, locale)],
    [text.copyFrom, isolated(details.name, locale)],
    [text.copyPhone, ltr(details.phone)],
    [text.copyEmail, ltr(details.email)],
    [words.company, isolated(sent.fields.company, locale)],
    [words.project, isolated(sent.fields.project, locale)],
    [words.site, isolated(sent.fields.site, locale)],
    [words.requiredBy, sent.fields.requiredBy && sentDate(sent.fields.requiredBy, locale)],
  ];
  return (
    <section className={styles.copy} aria-labelledby="request-copy-heading" data-request-copy="">
      <h2 id="request-copy-heading">
        <Word of={text.copyHeading}>
          {isolated(fill(text.copyHeading, { reference: sent.reference }), locale)}
        </Word>
      </h2>
      <dl className={styles.copyFacts}>
        {facts
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label}>
              <dt>
                <Word of={label} />
              </dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <table className={styles.copyLines}>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <Word of={text.copyItem} />
            </th>
            <th scope="col">
              <Word of={words.quantity} />
            </th>
          </tr>
        </thead>
        <tbody>
          {sent.lines.map((line, index) => (
            <tr key={line.id}>
              <td>{index + 1}</td>
              <td>
                <strong>{isolated(line.product, locale)}</strong>
                {line.options && <div>{isolated(line.options, locale)}</div>}
                {line.attributes?.map(({ name, value }) => (
                  <div key={name}>
                    {isolated(name, locale)}: {isolated(value, locale)}
                  </div>
                ))}
                {line.note.trim() && (
                  <div>
                    <Word of={words.note} />: {isolated(line.note.trim(), locale)}
                  </div>
                )}
              </td>
              <td>{line.quantity}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {details.message.trim() && (
        <p className={styles.copyMessage}>
          <Word of={words.message} />: {details.message.trim()}
        </p>
      )}
    </section>
  );
}
