'use client';

import { usePathname } from 'next/navigation';
import {
  useDeferredValue,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { prepareCatalogue, type Catalogue, type CatalogueIndex } from '@/lib/search/catalogue';
import {
  matchIn,
  matchLinesIn,
  unitOf,
  type LineMatch,
  type RowMatch,
} from '@/lib/search/take-off';
import { localePath, locales, type Locale } from '@/lib/i18n/locales';
import { fill, plural } from '@/lib/i18n/text';
import { useLocale, useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { isolated } from '@/components/ui/Isolated';
import { addLine, limits, type NewLine } from './store';
import { itemsInList } from './words';
import type { TakeOffWords } from './TakeOff';
import clsx from 'clsx';
import { buttonClass } from '@/components/ui/ButtonLink';
import formStyles from '@/components/quote/QuoteForm.module.css';
import listStyles from './QuoteList.module.css';
import styles from './TakeOff.module.css';

/** Both languages' catalogue indexes; a language whose index could not load is left out. */
type Catalogues = Partial<Record<Locale, Catalogue>>;

let catalogues: Promise<Catalogues> | undefined;

/** The catalogue indexes the build writes (scripts/catalogue-index.ts), fetched once a page. */
export function loadCatalogues(): Promise<Catalogues> {
  catalogues ??= Promise.all(
    locales.map(async (locale) => {
      try {
        const response = await fetch(`/pagefind/catalogue-${locale}.json`);
        if (!response.ok) return [];
        return [[locale, prepareCatalogue((await response.json()) as CatalogueIndex)] as const];
      } catch {
        return [];
      }
    }),
  ).then((found) => Object.fromEntries(found.flat()));
  return catalogues;
}

export interface TakeOffLinesProps {
  text: string;
  words: TakeOffWords;
  catalogues: Catalogues;
  /** Says the summary in the box's live region. */
  onStatus: (status: ReactNode) => void;
  /** Puts the lines not added back in the box. */
  onText: (text: string) => void;
}

const matched = new WeakMap<Catalogue, Map<string, LineMatch>>();

/** A line read and matched, once per page catalogue: an edit to one line matches only that line again. */
function matchOne(line: string, page: Catalogue, other: Catalogue | undefined): LineMatch {
  let lines = matched.get(page);
  if (!lines) matched.set(page, (lines = new Map()));
  let match = lines.get(line);
  if (!match) {
    match = matchLinesIn(line, page, other, limits.quantity)[0]!;
    lines.set(line, match);
  }
  return match;
}

/** A line's choice: a match by its place in the line's list, or the line as written. */
type Choice = number | 'text';

type Kind = 'matched' | 'toCheck' | 'asWritten' | 'toCorrect';

const kindOf = (line: LineMatch, choice: Choice): Kind =>
  line.problem
    ? 'toCorrect'
    : line.matches.length === 0 || choice === 'text'
      ? 'asWritten'
      : choice === 0 && line.sureness === 'unsure'
        ? 'toCheck'
        : 'matched';

/** The line's problem with its quantity, in words, or undefined. */
function problemText(line: LineMatch, words: TakeOffWords): string | undefined {
  if (!line.problem) return undefined;
  const values = { quantity: line.quantityText ?? '', max: limits.quantity };
  return fill(words[line.problem], values);
}

/**
 * The pasted lines, read and matched (lib/search/take-off.ts against both languages' catalogues):
 * each with its quantity as typed, a choice of its matches (best first, with how sure) or the line as
 * written, the options of the chosen row; a summary; and one action that adds them all to the quote
 * list through addLine, leaving in the box only the lines whose quantity must be corrected.
 */
export function TakeOffLines({ text, words, catalogues, onStatus, onText }: TakeOffLinesProps) {
  const locale = useLocale();
  const pathname = usePathname();
  const listWords = useText('quoteList');
  const id = useId();
  const deferred = useDeferredValue(text);
  const [choices, setChoices] = useState(new Map<string, Choice>());
  // The option values the buyer chose for a line's chosen row, by the option's place in its table.
  const [optionChoices, setOptionChoices] = useState(
    new Map<string, ReadonlyMap<number, string>>(),
  );
  const [outcome, setOutcome] = useState<ReactNode>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const separator = locale === 'ar' ? '، ' : ', ';

  const page = catalogues[locale];
  const other = catalogues[locales.find((each) => each !== locale)!];
  // Without its index a line is still read (its quantity), and kept as written.
  const reader = useMemo(
    () => page ?? prepareCatalogue({ language: locale, synonyms: [], tables: [] }),
    [page, locale],
  );
  const lines = useMemo(
    () =>
      deferred
        .split(/\r?\n/)
        .filter((line) => line.trim() !== '')
        .map((line) => matchOne(line, reader, page ? other : undefined)),
    [deferred, reader, page, other],
  );
  const keyOf = (line: LineMatch, index: number) => `${index}\n${line.text}`;
  const choiceOf = (line: LineMatch, index: number): Choice => choices.get(keyOf(line, index)) ?? 0;
  const optionsKey = (line: LineMatch, index: number) =>
    `${keyOf(line, index)}#${choiceOf(line, index)}`;
  /** The line's chosen row with the option values the buyer chose in place of the read ones. */
  const matchOf = (line: LineMatch, index: number): RowMatch | undefined => {
    const choice = choiceOf(line, index);
    const match = choice === 'text' ? undefined : line.matches[choice];
    const chosen = optionChoices.get(optionsKey(line, index));
    if (!match || !chosen) return match;
    return {
      ...match,
      options: match.options.map((option) => {
        const value = chosen.get(option.at);
        return value === undefined ? option : { ...option, value, named: true };
      }),
    };
  };

  const counts = { matched: 0, toCheck: 0, asWritten: 0, toCorrect: 0 };
  lines.forEach((line, index) => {
    counts[kindOf(line, choiceOf(line, index))] += 1;
  });
  const linesText = (count: number) => plural(locale, count, words.lines);
  const summary =
    lines.length === 0
      ? ''
      : fill(words.summary, {
          lines: linesText(lines.length),
          counts: (Object.keys(counts) as Kind[])
            .filter((kind) => counts[kind] > 0)
            .map((kind) => fill(words[kind], { count: counts[kind] }))
            .join(separator),
        });
  const failed = !page;
  useEffect(() => {
    onStatus(
      <>
        {failed && <Word of={words.loadError} />}{' '}
        {summary && <Word of={words.summary}>{summary}</Word>}
      </>,
    );
  }, [summary, failed, words, onStatus]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  // The unit a quantity is in when it is not pieces ('100 m'), as an attribute of the line; on a page
  // in another language, the line's English too (the row's label and options, the unit's name).
  const english = locale === 'en' ? undefined : catalogues.en;
  const lineOf = (line: LineMatch, match: RowMatch | undefined): NewLine => {
    const unit = unitOf(line, reader);
    const unitEn = english && unitOf(line, english);
    const units = (name: string, value: string | undefined) => (value ? [{ name, value }] : []);
    const unitEnglish = () => units(words.unitEn ?? words.unit, unitEn ?? unit);
    if (!match) {
      const product = line.description || line.text;
      return {
        product,
        attributes: units(words.unit, unit),
        path: localePath('/quote', locale),
        ...(english && { english: { product, attributes: unitEnglish() } }),
      };
    }
    const inEnglish = english && matchIn(match, english);
    return {
      product: match.row.row.label,
      attributes: [
        ...match.options.map(({ name, value }) => ({ name, value })),
        ...units(words.unit, unit),
      ],
      path: match.row.table.path,
      row: match.row.row.id,
      ...(inEnglish && {
        english: {
          product: inEnglish.row.row.label,
          attributes: [
            ...inEnglish.options.map(({ name, value }) => ({ name, value })),
            ...unitEnglish(),
          ],
        },
      }),
    };
  };

  const addAll = () => {
    const left: string[] = [];
    let added = 0;
    let count: number | undefined;
    // A line the list refused though its quantity was right: the list is full.
    let full = false;
    lines.forEach((line, index) => {
      const match = matchOf(line, index);
      const result =
        line.problem || line.quantity === undefined
          ? null
          : addLine({ ...lineOf(line, match), quantity: line.quantity }, pathname);
      if (result) {
        added += 1;
        count = result.count;
      } else {
        left.push(line.text);
        full ||= !line.problem;
      }
    });
    setChoices(new Map());
    setOptionChoices(new Map());
    onText(left.join('\n'));
    setOutcome(
      <>
        {added > 0 && (
          <Word of={words.added}>
            {fill(words.added, {
              lines: linesText(added),
              inList: itemsInList(locale, listWords, count ?? 0),
            })}
          </Word>
        )}{' '}
        {full ? (
          <Word of={listWords.full}>{fill(listWords.full, { lines: limits.lines })}</Word>
        ) : added === 0 ? (
          <Word of={words.nothingToAdd} />
        ) : (
          left.length > 0 && (
            <Word of={words.notAdded}>
              {fill(words.notAdded, { lines: linesText(left.length) })}
            </Word>
          )
        )}
      </>,
    );
  };

  return (
    <>
      {lines.length > 0 && (
        <ol className={listStyles.lines} aria-label={words.results}>
          {lines.map((line, index) => {
            const key = keyOf(line, index);
            const choice = choiceOf(line, index);
            const match = matchOf(line, index);
            const problem = problemText(line, words);
            const selectId = `${id}-${index}`;
            return (
              <li
                key={key}
                className={clsx('bordered-box', styles.line)}
                data-kind={kindOf(line, choice)}
              >
                <p>
                  <span className={styles.lineOf}>
                    <Word of={words.lineOf}>{fill(words.lineOf, { index: index + 1 })}</Word>
                  </span>{' '}
                  <bdi dir="auto">{line.text}</bdi>
                </p>
                {problem ? (
                  <p className={listStyles.fieldError} data-problem={line.problem}>
                    <Word of={words[line.problem!]}>{problem}</Word> <Word of={words.fixIt} />
                  </p>
                ) : (
                  <p className="note">
                    <Word of={words.quantity} />:{' '}
                    <bdi dir="ltr" data-quantity="">
                      {line.quantityText}
                    </bdi>
                    {unitOf(line, reader) && (
                      <>
                        {' '}
                        <bdi data-unit="">{unitOf(line, reader)}</bdi>
                      </>
                    )}
                  </p>
                )}
                {line.matches.length > 0 ? (
                  <div className={formStyles.field}>
                    <label htmlFor={selectId}>
                      <Word of={words.matchFor}>{fill(words.matchFor, { index: index + 1 })}</Word>
                    </label>
                    <select
                      id={selectId}
                      value={String(choice)}
                      data-sureness={line.sureness}
                      onChange={(event) => {
                        const value = event.target.value;
                        setChoices((current) =>
                          new Map(current).set(key, value === 'text' ? 'text' : Number(value)),
                        );
                      }}
                    >
                      {line.matches.map((each, place) => (
                        <option key={place} value={place}>
                          {place === 0 && line.sureness
                            ? `${each.row.row.label} (${words[line.sureness]})`
                            : each.row.row.label}
                        </option>
                      ))}
                      <option value="text">
                        {fill(words.keepAsWritten, { text: line.description || line.text })}
                      </option>
                    </select>
                  </div>
                ) : (
                  <p className="note">
                    <Word of={words.noMatch} />
                  </p>
                )}
                {match && <p data-chosen="">{isolated(match.row.row.label, locale)}</p>}
                {match && match.options.length > 0 && (
                  <div role="group" aria-labelledby={`${selectId}-options`}>
                    <p id={`${selectId}-options`} className="note">
                      <Word of={words.options} />
                    </p>
                    <div className={listStyles.toolbar}>
                      {match.options.map((option) => {
                        const optionId = `${selectId}-option-${option.at}`;
                        return (
                          <div
                            key={option.at}
                            className={formStyles.field}
                            data-option={option.name}
                          >
                            <label htmlFor={optionId}>
                              {isolated(option.name, locale)}
                              {!option.named && (
                                <>
                                  {' '}
                                  <Word of={words.usual} />
                                </>
                              )}
                            </label>
                            <select
                              id={optionId}
                              value={option.value}
                              onChange={(event) => {
                                const value = event.target.value;
                                const at = optionsKey(line, index);
                                setOptionChoices((current) =>
                                  new Map(current).set(
                                    at,
                                    new Map(current.get(at)).set(option.at, value),
                                  ),
                                );
                              }}
                            >
                              {match.row.table.options[option.at]!.values.map((value) => (
                                <option key={value} value={value}>
                                  {value}
                                </option>
                              ))}
                            </select>
                          </div>
                        );
                      })}
                    </div>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {lines.length > 0 && (
        <button type="button" className={buttonClass('primary')} onClick={addAll}>
          <Word of={words.addAll} />
        </button>
      )}
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} className={listStyles.outcome}>
          {outcome}
        </p>
      )}
    </>
  );
}
