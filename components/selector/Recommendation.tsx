'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import type { LineAttribute, LineEnglish, NewLine } from '@/components/basket/store';
import type { LineWords } from '@/lib/gland/line-words';
import { kitFor, type Armour, type Choice, type ThreadKind } from '@/lib/gland/choice';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import {
  accessoryRowFor,
  threadsOf,
  type AccessoryRow,
  type SizeRow,
  type TypeRow,
  type SelectorWords,
} from '@/lib/gland/match';
import { AddKit } from './AddKit';
import { Isolated } from '@/components/ui/Isolated';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Props {
  text: SelectorWords;
  /** The sizes that fit, in table order, and the one recommended among them. */
  fits: SizeRow[];
  recommended: SizeRow;
  /** The types the rules give, as the types table names them, the recommended first. */
  types: TypeRow[];
  choice: Choice;
  armour: Armour;
  threadKind: ThreadKind;
  accessories: readonly AccessoryRow[];
  /** Said under the sizes: the measurements left out, assumed within the recommended size. */
  assumption?: string;
  reasons: string[];
  /** What the buyer measured and chose: carried by the gland's line. */
  cable: LineAttribute[];
  /** On a page in another language: the same in English, and the line words in English. */
  cableEn?: LineAttribute[];
  lineWords?: LineWords;
  path: string;
  locale: Locale;
}

/** The recommended gland, the other sizes that fit, and one action for the gland and its kit. */
export function Recommendation(props: Props) {
  const { text, fits, recommended, types, choice, armour, threadKind, locale } = props;
  const id = useId();
  const [size, setSize] = useState(recommended.size);
  const row = fits.find((entry) => entry.size === size) ?? recommended;
  const threads = threadsOf(row, threadKind);
  const [threadIndex, setThreadIndex] = useState(0);
  const thread = threads[threadIndex] ?? threads[0] ?? '';
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const type = types.find((entry) => entry.id === typeId) ?? types[0];
  const [material, setMaterial] = useState('');
  const materials = type?.materials ?? [];
  const chosenMaterial = materials.includes(material) ? material : (materials[0] ?? '');
  const kitRow = accessoryRowFor(props.accessories, thread);
  const kitItems = kitRow?.items ?? [];
  const kit = kitFor(armour, choice.entry, type?.id ?? '').map((part) => ({
    part,
    name: props.accessories[0]?.items.find((item) => item.part === part)?.name ?? part,
    item: kitItems.find((item) => item.part === part),
  }));
  // The gland and its kit as quote lines, in the page's words and, on a page in another language,
  // in English beside them (what the sales team reads).
  const materialIndex = materials.indexOf(chosenMaterial);
  const linesIn = (words: LineWords, english: boolean): (LineEnglish & { row?: string })[] => [
    {
      row: row.id,
      product: (english ? row.productEn : row.product) ?? row.product,
      attributes: [
        { name: words.type, value: (english ? type?.nameEn : type?.name) ?? type?.name ?? '' },
        {
          name: words.material,
          value: (english ? type?.materialsEn?.[materialIndex] : chosenMaterial) ?? chosenMaterial,
        },
        { name: words.thread, value: thread },
        ...((english ? props.cableEn : props.cable) ?? props.cable),
      ],
    },
    ...kit.flatMap(({ item }) =>
      item
        ? [
            {
              row: kitRow?.id,
              product: (english ? item.nameEn : item.name) ?? item.name,
              attributes: [
                { name: words.accessoryFor, value: row.size },
                { name: words.thread, value: thread },
                {
                  name: words.specification,
                  value: (english ? item.specEn : item.spec) ?? item.spec,
                },
              ],
            },
          ]
        : [],
    ),
  ];
  const lines = (): NewLine[] => {
    const local = linesIn(text, false);
    if (!props.lineWords) return local;
    const english = linesIn(props.lineWords, true);
    return local.map((line, index) => {
      const { product, attributes } = english[index]!;
      return { ...line, english: { product, attributes } };
    });
  };
  const select = (
    name: string,
    label: string,
    value: string,
    options: [string, string][],
    set: (v: string) => void,
  ) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={value} onChange={(event) => set(event.target.value)}>
        {options.map(([key, shown]) => (
          <option key={key} value={key}>
            {shown}
          </option>
        ))}
      </select>
    </div>
  );
  const outer = (entry: SizeRow) => `${entry.outer.min}–${entry.outer.max}`;

  return (
    <div className={clsx('bordered-box', styles.result)}>
      <fieldset className={styles.sizes}>
        <legend>{text.size}</legend>
        {fits.map((entry) => (
          <label key={entry.size} className={styles.size}>
            <input
              type="radio"
              name={`${id}-size`}
              value={entry.size}
              checked={entry.size === row.size}
              onChange={() => setSize(entry.size)}
            />{' '}
            <Isolated
              text={fill(text.sizeRanges, { size: entry.size, outer: outer(entry) })}
              locale={locale}
            />
            {entry === recommended && <strong>{` (${text.recommended})`}</strong>}
          </label>
        ))}
      </fieldset>
      {props.assumption && (
        <p className={styles.assumption}>
          <Isolated text={props.assumption} locale={locale} />
        </p>
      )}
      <div className={styles.choices}>
        {types.length > 1 ? (
          select(
            'type',
            text.type,
            type?.id ?? '',
            types.map((entry) => [entry.id, entry.name]),
            setTypeId,
          )
        ) : (
          <p className={clsx(formStyles.field, styles.onlyType)}>
            {text.type}: <Isolated text={type?.name ?? ''} locale={locale} />
          </p>
        )}
        {materials.length > 0 &&
          select(
            'material',
            text.material,
            chosenMaterial,
            materials.map((m) => [m, m]),
            setMaterial,
          )}
        {threads.length > 1 &&
          select(
            'thread',
            text.thread,
            String(threadIndex),
            threads.map((entry, index) => [
              String(index),
              threadKind === 'npt' && index > 0 ? fill(text.nptOptional, { thread: entry }) : entry,
            ]),
            (value) => setThreadIndex(Number(value)),
          )}
      </div>
      <h3 id={`${id}-kit`} className={styles.kitHeading}>
        <Isolated text={fill(text.kitHeading, { size: row.size, thread })} locale={locale} />
      </h3>
      <ul className={styles.list} aria-labelledby={`${id}-kit`}>
        <li>
          <Isolated text={fill(text.kitGland, { type: type?.name ?? '' })} locale={locale} />
        </li>
        {kit.map(({ part, name, item }) => (
          <li key={part}>
            {item ? (
              <>
                <strong>{item.name}</strong>: <Isolated text={item.spec} locale={locale} />
              </>
            ) : (
              <Isolated text={fill(text.kitMissing, { part: name, thread })} locale={locale} />
            )}
          </li>
        ))}
      </ul>
      <AddKit text={text} name={row.product} lines={lines} path={props.path} locale={locale} />
      <h3 className={styles.kitHeading}>{text.why}</h3>
      <ul className={styles.list}>
        {props.reasons.map((reason) => (
          <li key={reason}>
            <Isolated text={reason} locale={locale} />
          </li>
        ))}
      </ul>
      <p className={styles.confirm}>
        <Isolated text={text.confirm} locale={locale} />
      </p>
    </div>
  );
}
