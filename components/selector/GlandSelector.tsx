'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { LineAttribute } from '@/components/basket/store';
import { buttonClass } from '@/components/ui/ButtonLink';
import type { GlandSelectorText } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { fill } from '@/lib/i18n/text';
import {
  chooseGland,
  conceptsFor,
  gasAreas,
  type Area,
  type Armour,
  type Concept,
  type Entry,
  type GasGroup,
  type Reason,
  type ThreadKind,
} from '@/lib/gland/choice';
import { assumed, matchSizes, parseMillimetres, recommend, type SelectorData } from './match';
import { SELECTOR_ID } from './ids';
import { Isolated } from './Isolated';
import { NoFitReason } from './NoFitReason';
import { Recommendation } from './Recommendation';
import formStyles from '@/components/quote/QuoteForm.module.css';
import styles from './GlandSelector.module.css';

interface Props {
  text: GlandSelectorText;
  data: SelectorData;
  path: string;
  locale: Locale;
}

type Errors = Partial<Record<'outer' | 'inner' | 'armourSize' | 'gasGroup' | 'concept', string>>;
interface Choices {
  armour: Armour;
  area: Area;
  concept: Concept | '';
  compact: 'yes' | 'no';
  threadKind: ThreadKind;
  /** Unset: a clearance hole for a metric gland, a tapped entry for an NPT one. */
  entry?: Entry;
}

/** The gland selector's form: the cable and the enclosure in, one recommended gland and kit out. */
export function GlandSelector({ text, data, path, locale }: Props) {
  const form = useRef<HTMLFormElement>(null);
  const runs = useRef(0);
  const hintId = useId();
  const [choices, setChoices] = useState<Choices>({
    armour: 'wire',
    area: 'safe',
    concept: '',
    compact: 'no',
    threadKind: 'metric',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [result, setResult] = useState<ReactNode>(null);
  const [status, setStatus] = useState<ReactNode>(null);
  // The section shows only now (SelectorFrame): a visit to #gland-selector is brought to it here.
  useEffect(() => {
    if (window.location.hash === `#${SELECTOR_ID}`)
      form.current?.closest('section')?.scrollIntoView();
  }, []);
  const { armour, area, concept, threadKind } = choices;
  const hazardous = area !== 'safe';
  const entry = choices.entry ?? (threadKind === 'npt' ? 'threaded' : 'clearance');
  const set = (change: Partial<Choices>) => setChoices((now) => ({ ...now, ...change }));
  const labels = {
    armour: {
      none: text.armourNone,
      wire: text.armourWire,
      tape: text.armourTape,
      braid: text.armourBraid,
    },
    area: {
      safe: text.areaSafe,
      zone1: text.areaZone1,
      zone2: text.areaZone2,
      zone21: text.areaZone21,
      zone22: text.areaZone22,
    },
    concept: { db: text.conceptDb, eb: text.conceptEb, tb: text.conceptTb, i: text.conceptI },
    compact: { no: text.compactNo, yes: text.compactYes },
    threadKind: { metric: text.threadMetric, npt: text.threadNpt },
    entry: { clearance: text.entryClearance, threaded: text.entryThreaded },
  };
  const reasonText: Record<Reason, string> = {
    safe: text.reasonSafe,
    exdCompact: text.reasonExdCompact,
    exdBarrier: text.reasonExdBarrier,
    specBarrier: text.reasonSpecBarrier,
    exe: text.reasonExe,
    ext: text.reasonExt,
    exi: text.reasonExi,
    gasGroup: text.reasonGasGroup,
    tape: text.reasonTape,
    threadedEntry: text.reasonThreaded,
    clearanceEntry: text.reasonClearance,
    noEarthTag: text.reasonNoEarthTag,
  };
  const mm = (value: number) => `${value} mm`;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const raw = (name: string) => String(values.get(name) ?? '').trim();
    const outer = parseMillimetres(raw('outer'));
    const optional = (name: 'inner' | 'armourSize') =>
      raw(name) === '' ? undefined : parseMillimetres(raw(name));
    const inner = armour === 'none' ? undefined : optional('inner');
    const armourSize = armour === 'wire' ? optional('armourSize') : undefined;
    const gasGroup = (values.get('gasGroup') || undefined) as GasGroup | undefined;
    const barrierSpecified = values.get('barrierSpecified') === 'on';
    const next: Errors = {};
    if (outer === undefined) next.outer = fill(text.errorNumber, { field: text.outerSheath });
    if (armour !== 'none' && raw('inner') !== '' && inner === undefined)
      next.inner = fill(text.errorOptional, { field: text.innerSheath });
    if (armour === 'wire' && raw('armourSize') !== '' && armourSize === undefined)
      next.armourSize = fill(text.errorOptional, { field: text.armourSize });
    if (gasAreas.includes(area) && !gasGroup) next.gasGroup = text.errorGasGroup;
    if (hazardous && !concept) next.concept = text.errorConcept;
    setErrors(next);
    const invalid = Object.keys(next)[0];
    if (invalid || outer === undefined) {
      setResult(null);
      setStatus(null);
      form.current?.querySelector<HTMLElement>(`[name="${invalid}"]`)?.focus();
      return;
    }
    const cable = { outer, inner, armour, armourSize };
    const { fits, noFit } = matchSizes(data.sizes, cable);
    const recommended = recommend(fits, cable);
    const choice = chooseGland({
      armour,
      area,
      gasGroup,
      concept: concept || undefined,
      compact: choices.compact === 'yes',
      barrierSpecified,
      thread: threadKind,
      entry,
    });
    const names = { outer: text.outerSheath, inner: text.innerSheath, armour: text.armourSize };
    if (noFit || !recommended) {
      setResult(null);
      setStatus(
        noFit && (
          <>
            <strong>{text.noFit}</strong>{' '}
            <NoFitReason text={text} noFit={noFit} field={names[noFit.field]} locale={locale} />
          </>
        ),
      );
      return;
    }
    const left = assumed(cable);
    const ranges = left.map((field) => {
      const range = field === 'inner' ? recommended.inner : recommended.armour;
      return range ? `${names[field]} ${range.min}–${range.max} mm` : names[field];
    });
    const attributes: LineAttribute[] = [
      {
        name: text.area,
        value: [labels.area[area], gasAreas.includes(area) ? gasGroup : undefined]
          .filter(Boolean)
          .join(', '),
      },
      ...(concept && hazardous ? [{ name: text.concept, value: labels.concept[concept] }] : []),
      { name: text.entry, value: labels.entry[choice.entry] },
      { name: text.outerSheath, value: mm(outer) },
      ...(inner !== undefined ? [{ name: text.innerSheath, value: mm(inner) }] : []),
      {
        name: text.armour,
        value: [labels.armour[armour], armourSize !== undefined ? mm(armourSize) : undefined]
          .filter(Boolean)
          .join(', '),
      },
    ];
    const types = choice.types.map(
      (id) => data.types.find((type) => type.id === id) ?? { id, name: id, materials: [] },
    );
    runs.current += 1;
    setStatus(fill(text.recommendation, { size: recommended.size, count: fits.length }));
    setResult(
      <Recommendation
        key={runs.current}
        text={text}
        fits={fits}
        recommended={recommended}
        types={types}
        choice={choice}
        armour={armour}
        threadKind={threadKind}
        accessories={data.accessories}
        assumption={
          left.length > 0
            ? fill(text.assumption, {
                fields: left.map((field) => names[field]).join(', '),
                size: recommended.size,
                ranges: ranges.join('; '),
              })
            : undefined
        }
        reasons={choice.reasons.map((reason) =>
          fill(reasonText[reason], { group: gasGroup ?? '' }),
        )}
        cable={attributes}
        path={path}
        locale={locale}
      />,
    );
  };

  const describedBy = (name: keyof Errors, hint?: boolean) =>
    [hint ? hintId : '', errors[name] ? `gland-${name}-error` : ''].filter(Boolean).join(' ') ||
    undefined;
  const error = (name: keyof Errors) =>
    errors[name] && (
      <p id={`gland-${name}-error`} className={styles.error}>
        <Isolated text={errors[name]} locale={locale} />
      </p>
    );
  const number = (name: 'outer' | 'inner' | 'armourSize', label: string, hint?: boolean) => (
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
        aria-describedby={describedBy(name, hint)}
      />
      {error(name)}
    </div>
  );
  /** A select whose choice shapes the form: its value is kept in state. */
  const choice = <Key extends string>(
    name: 'armour' | 'area' | 'concept' | 'compact' | 'threadKind' | 'entry',
    label: string,
    value: Key | '',
    options: Record<Key, string>,
    onChange: (key: Key) => void,
    empty?: boolean,
  ) => (
    <div className={formStyles.field}>
      <label htmlFor={`gland-${name}`}>{label}</label>
      <select
        id={`gland-${name}`}
        name={name}
        value={value}
        aria-invalid={name === 'concept' && errors.concept ? true : undefined}
        aria-describedby={name === 'concept' ? describedBy('concept') : undefined}
        onChange={(event) => onChange(event.target.value as Key)}
      >
        {empty && <option value="">{text.choose}</option>}
        {(Object.keys(options) as Key[]).map((key) => (
          <option key={key} value={key}>
            {options[key]}
          </option>
        ))}
      </select>
      {name === 'concept' && error('concept')}
    </div>
  );
  const concepts = Object.fromEntries(
    conceptsFor(area).map((key) => [key, labels.concept[key]]),
  ) as Record<Concept, string>;

  return (
    <>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.group}>
          <legend>{text.cableGroup}</legend>
          {number('outer', text.outerSheath)}
          {choice('armour', text.armour, armour, labels.armour, (key) => set({ armour: key }))}
          {armour !== 'none' && number('inner', text.innerSheath, true)}
          {armour === 'wire' && number('armourSize', text.armourSize, true)}
          {armour !== 'none' && (
            <p id={hintId} className={styles.hint}>
              {text.optionalHint}
            </p>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{text.placeGroup}</legend>
          {choice('area', text.area, area, labels.area, (key) =>
            set({
              area: key,
              concept: conceptsFor(key).includes(concept as Concept) ? concept : '',
            }),
          )}
          {gasAreas.includes(area) && (
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
          {hazardous &&
            choice(
              'concept',
              text.concept,
              concept,
              concepts,
              (key) => set({ concept: key }),
              true,
            )}
          {hazardous &&
            concept === 'db' &&
            choice('compact', text.compact, choices.compact, labels.compact, (key) =>
              set({ compact: key }),
            )}
          {hazardous && concept !== 'i' && (
            <label className={styles.check}>
              <input type="checkbox" name="barrierSpecified" /> {text.barrierSpecified}
            </label>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{text.entryGroup}</legend>
          {choice('threadKind', text.threadKind, threadKind, labels.threadKind, (key) =>
            set({ threadKind: key }),
          )}
          {hazardous && concept === 'db' ? (
            <p className={styles.hint}>{text.entryExd}</p>
          ) : (
            choice('entry', text.entry, entry, labels.entry, (key) => set({ entry: key }))
          )}
        </fieldset>
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
