'use client';

import { useId, useState } from 'react';
import clsx from 'clsx';
import type { LineAttribute } from '@/components/basket/store';
import type { GlandSelectorText } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import { accessoriesFor, type AccessoryRow, type SizeRow, type TypeRow } from './match';
import { AddLine } from './AddLine';
import { Isolated } from './Isolated';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Props {
  text: GlandSelectorText;
  row: SizeRow;
  /** The gland types that suit the area and cable, the recommended first. */
  types: TypeRow[];
  accessories: readonly AccessoryRow[];
  /** What the buyer measured and chose: carried by the gland's line. */
  cable: LineAttribute[];
  path: string;
  locale: Locale;
  onAdded: (message: string) => void;
}

/** One size that fits: the gland as one configured line, then its accessory kit, each addable. */
export function SizeResult({ text, row, types, accessories, cable, path, locale, onAdded }: Props) {
  const id = useId();
  const threads = [
    ...row.threads,
    ...(row.npt ? [fill(text.npt, { size: row.npt })] : []),
    ...(row.nptOptional ? [fill(text.nptOptional, { size: row.nptOptional })] : []),
  ];
  const [typeId, setTypeId] = useState(types[0]?.id ?? '');
  const type = types.find((entry) => entry.id === typeId) ?? types[0];
  const [material, setMaterial] = useState(type?.materials[0] ?? '');
  const [thread, setThread] = useState(threads[0] ?? '');
  const metric = row.threads.includes(thread) ? thread : (row.threads[0] ?? '');
  const kit = accessoriesFor(accessories, metric);
  const materials = type?.materials ?? [];
  const chosenMaterial = materials.includes(material) ? material : (materials[0] ?? '');
  const heading = `${text.size} ${row.size}: ${row.threads.join(', ')}`;

  const select = (
    name: string,
    label: string,
    value: string,
    options: string[],
    set: (v: string) => void,
  ) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <select id={`${id}-${name}`} value={value} onChange={(event) => set(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <li className={clsx('bordered-box', styles.result)}>
      <fieldset className={styles.gland}>
        <legend>
          <Isolated text={heading} locale={locale} />
        </legend>
        <p className={styles.ranges}>
          <Isolated text={threads.join(' · ')} locale={locale} />
        </p>
        <div className={styles.choices}>
          {types.length > 1 ? (
            <div className={formStyles.field}>
              <label htmlFor={`${id}-type`}>{text.type}</label>
              <select
                id={`${id}-type`}
                value={typeId}
                onChange={(event) => setTypeId(event.target.value)}
              >
                {types.map((entry) => (
                  <option key={entry.id} value={entry.id}>
                    {entry.name}
                  </option>
                ))}
              </select>
            </div>
          ) : (
            <p className={clsx(formStyles.field, styles.onlyType)}>
              {text.type}: <Isolated text={type?.name ?? ''} locale={locale} />
            </p>
          )}
          {materials.length > 0 &&
            select('material', text.material, chosenMaterial, materials, setMaterial)}
          {select('thread', text.thread, thread, threads, setThread)}
        </div>
        <AddLine
          text={text}
          product={row.product}
          path={path}
          onAdded={onAdded}
          attributes={() => [
            { name: text.type, value: type?.name ?? '' },
            { name: text.material, value: chosenMaterial },
            { name: text.thread, value: thread },
            ...cable,
          ]}
        />
      </fieldset>
      {kit.length > 0 && (
        <fieldset className={styles.kit}>
          <legend>
            <Isolated text={fill(text.kitHeading, { thread: metric })} locale={locale} />
          </legend>
          <ul>
            {kit.map((item) => (
              <li key={item.name} className={styles.accessory}>
                <p>
                  <strong>{item.name}</strong>: <Isolated text={item.spec} locale={locale} />
                </p>
                <AddLine
                  text={text}
                  product={item.name}
                  name={`${item.name}, ${text.size} ${row.size}`}
                  path={path}
                  labelSuffix={item.name}
                  onAdded={onAdded}
                  attributes={() => [
                    { name: text.accessoryFor, value: row.size },
                    { name: text.thread, value: metric },
                    { name: text.specification, value: item.spec },
                  ]}
                />
              </li>
            ))}
          </ul>
        </fieldset>
      )}
    </li>
  );
}
