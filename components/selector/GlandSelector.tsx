'use client';

import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import Link from 'next/link';
import type { LineAttribute } from '@/components/basket/store';
import { buttonClass } from '@/components/ui/ButtonLink';
import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { localePath } from '@/lib/i18n/locales';
import type { GlandSelectorText } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import {
  glandTypesFor,
  matchSizes,
  parseMillimetres,
  type Area,
  type Armour,
  type GasGroup,
  type SelectorData,
} from './match';
import { SELECTOR_ID } from './ids';
import { Isolated } from './Isolated';
import { NoFitReason } from './NoFitReason';
import { SizeResult } from './SizeResult';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Props {
  text: GlandSelectorText;
  data: SelectorData;
  path: string;
  locale: Locale;
}

type Errors = Partial<Record<'outer' | 'inner' | 'armourSize' | 'gasGroup', string>>;
const gasZones: readonly Area[] = ['zone1', 'zone2'];

/** The gland selector's form: the cable as measured and the area in, matching sizes and kits out. */
export function GlandSelector({ text, data, path, locale }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const [armour, setArmour] = useState<Armour>('wire');
  const [area, setArea] = useState<Area>('safe');
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<ReactNode>(null);
  const [status, setStatus] = useState<ReactNode>(null);
  // The section shows only now (SelectorFrame): a visit to #gland-selector is brought to it here.
  useEffect(() => {
    if (window.location.hash === `#${SELECTOR_ID}`)
      form.current?.closest('section')?.scrollIntoView();
  }, []);
  const armourLabels: Record<Armour, string> = {
    none: text.armourNone,
    wire: text.armourWire,
    tape: text.armourTape,
    braid: text.armourBraid,
  };
  const areaLabels: Record<Area, string> = {
    safe: text.areaSafe,
    zone1: text.areaZone1,
    zone2: text.areaZone2,
    zone21: text.areaZone21,
    zone22: text.areaZone22,
  };
  const mm = (value: number) => `${value} mm`;
  const { view } = useText('quoteList');
  const added = (message: string) =>
    setStatus(
      <>
        <Isolated text={message} locale={locale} />{' '}
        <Link prefetch={false} href={localePath('/quote', locale)}>
          <Word of={view} />
        </Link>
      </>,
    );

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const read = (name: string) => parseMillimetres(String(values.get(name) ?? ''));
    const outer = read('outer');
    const inner = armour === 'none' ? undefined : read('inner');
    const armourSize = armour === 'none' ? undefined : read('armourSize');
    const gasGroup = (values.get('gasGroup') || undefined) as GasGroup | undefined;
    const next: Errors = {};
    if (outer === undefined) next.outer = fill(text.errorNumber, { field: text.outerSheath });
    if (armour !== 'none' && inner === undefined)
      next.inner = fill(text.errorNumber, { field: text.innerSheath });
    if (armour !== 'none' && armourSize === undefined)
      next.armourSize = fill(text.errorNumber, { field: text.armourSize });
    if (gasZones.includes(area) && !gasGroup) next.gasGroup = text.errorGasGroup;
    setErrors(next);
    const invalid = Object.keys(next)[0];
    if (invalid || outer === undefined) {
      setResult(null);
      setStatus(null);
      form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const { fits, noFit } = matchSizes(data.sizes, { outer, inner, armour, armourSize });
    const { types, guidance } = glandTypesFor(armour, area, gasGroup);
    const suitable = types.flatMap((id) => data.types.filter((type) => type.id === id));
    const guidanceText = {
      safe: text.guidanceSafe,
      gas: text.guidanceGas,
      iic: text.guidanceIIC,
      dust: text.guidanceDust,
      unarmouredEx: text.guidanceUnarmouredEx,
      tape: text.guidanceTape,
    };
    const cable: LineAttribute[] = [
      {
        name: text.area,
        value: [areaLabels[area], gasZones.includes(area) ? gasGroup : undefined]
          .filter(Boolean)
          .join(', '),
      },
      { name: text.outerSheath, value: mm(outer) },
      ...(inner !== undefined ? [{ name: text.innerSheath, value: mm(inner) }] : []),
      {
        name: text.armour,
        value: [armourLabels[armour], armourSize !== undefined ? mm(armourSize) : undefined]
          .filter(Boolean)
          .join(', '),
      },
    ];
    const names = { outer: text.outerSheath, inner: text.innerSheath, armour: text.armourSize };
    setStatus(
      noFit ? (
        <>
          <strong>{text.noFit}</strong>{' '}
          <NoFitReason text={text} noFit={noFit} field={names[noFit.field]} locale={locale} />
        </>
      ) : (
        fill(text.resultsHeading, { count: fits.length })
      ),
    );
    setResult(
      fits.length > 0 && (
        <>
          <ul className={styles.guidance}>
            {guidance.map((key) => (
              <li key={key}>
                <Isolated text={guidanceText[key]} locale={locale} />
              </li>
            ))}
          </ul>
          <ol className={styles.results}>
            {fits.map((row) => (
              <SizeResult
                key={`${row.size}|${JSON.stringify(cable)}|${types.join()}`}
                text={text}
                row={row}
                types={suitable}
                accessories={data.accessories}
                cable={cable}
                path={path}
                locale={locale}
                onAdded={added}
              />
            ))}
          </ol>
          <p className={styles.confirm}>
            <Isolated text={text.confirm} locale={locale} />
          </p>
        </>
      ),
    );
  };

  const describedBy = (name: keyof Errors, hint?: boolean) =>
    [hint ? `gland-${name}-hint` : '', errors[name] ? `gland-${name}-error` : '']
      .filter(Boolean)
      .join(' ') || undefined;
  const error = (name: keyof Errors) =>
    errors[name] && (
      <p id={`gland-${name}-error`} className={styles.error}>
        <Isolated text={errors[name]} locale={locale} />
      </p>
    );
  const number = (name: 'outer' | 'inner' | 'armourSize', label: string, hint?: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`gland-${name}`}>
        {label} (<bdi>mm</bdi>)
      </label>
      <input
        id={`gland-${name}`}
        name={name}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        dir="ltr"
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={describedBy(name, Boolean(hint))}
      />
      {hint && (
        <p id={`gland-${name}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error(name)}
    </div>
  );

  /** A select whose choice shapes the form (the armour, the area): its value is kept in state. */
  const choice = <Key extends string>(
    name: 'armour' | 'area',
    label: string,
    value: Key,
    labels: Record<Key, string>,
    set: (key: Key) => void,
  ) => (
    <div className={formStyles.field}>
      <label htmlFor={`gland-${name}`}>{label}</label>
      <select
        id={`gland-${name}`}
        name={name}
        value={value}
        onChange={(event) => set(event.target.value as Key)}
      >
        {(Object.keys(labels) as Key[]).map((key) => (
          <option key={key} value={key}>
            {labels[key]}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        {number('outer', text.outerSheath)}
        {choice('armour', text.armour, armour, armourLabels, setArmour)}
        {armour !== 'none' && number('inner', text.innerSheath, text.innerHint)}
        {armour !== 'none' && number('armourSize', text.armourSize, text.armourSizeHint)}
        {choice('area', text.area, area, areaLabels, setArea)}
        {gasZones.includes(area) && (
          <div className={formStyles.field}>
            <label htmlFor="gland-gasGroup">{text.gasGroup}</label>
            <select
              id="gland-gasGroup"
              name="gasGroup"
              defaultValue=""
              aria-invalid={errors.gasGroup ? true : undefined}
              aria-describedby={describedBy('gasGroup')}
            >
              <option value="">{text.choose}</option>
              {(['IIA', 'IIB', 'IIC'] as const).map((group) => (
                <option key={group} value={group}>
                  {group}
                </option>
              ))}
            </select>
            {error('gasGroup')}
          </div>
        )}
        <button type="submit" className={buttonClass('primary', styles.submit)}>
          {text.submit}
        </button>
      </form>
      <div role="status" className={styles.status}>
        {status}
      </div>
      {result}
    </>
  );
}
