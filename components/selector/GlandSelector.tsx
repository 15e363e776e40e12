'use client';

import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/ButtonLink';
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
  type ThreadKind,
} from '@/lib/gland/choice';
import {
  matchSizes,
  parseMillimetres,
  recommend,
  type SelectorData,
  type SelectorWords,
} from '@/lib/gland/match';
import { assumptionOf, caseAttributes, fieldNames, labelsOf, reasonsOf } from './words';
import { ChoiceField, NumberField } from './Fields';
import { SELECTOR_ID } from './ids';
import { NoFitReason } from './NoFitReason';
import { Recommendation } from './Recommendation';
import styles from './GlandSelector.module.css';

interface Props {
  text: SelectorWords;
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
  const exd = hazardous && concept === 'db';
  const entry = choices.entry ?? (threadKind === 'npt' ? 'threaded' : 'clearance');
  const set = (change: Partial<Choices>) => setChoices((now) => ({ ...now, ...change }));
  const labels = labelsOf(text);
  const names = fieldNames(text);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const values = new FormData(event.currentTarget);
    const raw = (name: string) => String(values.get(name) ?? '').trim();
    const outer = parseMillimetres(raw('outer'));
    const optional = (name: 'inner' | 'armourSize') =>
      raw(name) === '' ? undefined : parseMillimetres(raw(name));
    const inner = armour === 'none' ? undefined : optional('inner');
    const armourSize = armour === 'wire' ? optional('armourSize') : undefined;
    const gasGroup = (raw('gasGroup') || undefined) as GasGroup | undefined;
    const next: Errors = {};
    if (outer === undefined) next.outer = fill(text.errorNumber, { field: names.outer });
    if (armour !== 'none' && raw('inner') !== '' && inner === undefined)
      next.inner = fill(text.errorOptional, { field: names.inner });
    if (armour === 'wire' && raw('armourSize') !== '' && armourSize === undefined)
      next.armourSize = fill(text.errorOptional, { field: names.armour });
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
    setResult(null);
    if (noFit || !recommended) {
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
    const place = { area, gasGroup, concept: concept || undefined };
    const choice = chooseGland({
      ...place,
      armour,
      compact: choices.compact === 'yes',
      barrierSpecified: values.get('barrierSpecified') === 'on',
      thread: threadKind,
      entry,
    });
    runs.current += 1;
    setStatus(fill(text.recommendation, { size: recommended.size, count: fits.length }));
    setResult(
      <Recommendation
        key={runs.current}
        text={text}
        fits={fits}
        recommended={recommended}
        types={choice.types.map(
          (id) => data.types.find((type) => type.id === id) ?? { id, name: id, materials: [] },
        )}
        choice={choice}
        armour={armour}
        threadKind={threadKind}
        accessories={data.accessories}
        assumption={assumptionOf(text, cable, recommended)}
        reasons={reasonsOf(text, choice.reasons, gasGroup)}
        cable={caseAttributes(text, { ...place, entry: choice.entry }, cable)}
        cableEn={
          data.lineWords && caseAttributes(data.lineWords, { ...place, entry: choice.entry }, cable)
        }
        lineWords={data.lineWords}
        path={path}
        locale={locale}
      />,
    );
  };

  const concepts = Object.fromEntries(
    conceptsFor(area).map((key) => [key, labels.concept[key]]),
  ) as Record<Concept, string>;
  const field = (name: keyof Errors) => ({ name, error: errors[name], locale });
  const selected = { ...choices, entry };
  /** A select whose choice the form keeps (and redraws on): named, labelled and listed in `text`. */
  const choice = <Name extends 'armour' | 'area' | 'compact' | 'threadKind' | 'entry'>(
    name: Name,
  ) => ({
    name,
    locale,
    label: text[name],
    value: selected[name],
    options: labels[name] as Record<Choices[Name] & string, string>,
    onChange: (key: Choices[Name]) => set({ [name]: key }),
  });

  return (
    <>
      <form ref={form} className={styles.form} noValidate onSubmit={submit}>
        <fieldset className={styles.group}>
          <legend>{text.cableGroup}</legend>
          <NumberField {...field('outer')} label={names.outer} />
          <ChoiceField {...choice('armour')} />
          {armour !== 'none' && (
            <NumberField {...field('inner')} label={names.inner} hint={hintId} />
          )}
          {armour === 'wire' && (
            <NumberField {...field('armourSize')} label={names.armour} hint={hintId} />
          )}
          {armour !== 'none' && (
            <p id={hintId} className={styles.hint}>
              {text.optionalHint}
            </p>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{text.placeGroup}</legend>
          <ChoiceField
            {...choice('area')}
            onChange={(key) =>
              set({
                area: key,
                concept: conceptsFor(key).includes(concept as Concept) ? concept : '',
              })
            }
          />
          {gasAreas.includes(area) && (
            <ChoiceField
              {...field('gasGroup')}
              label={text.gasGroup}
              empty={text.choose}
              options={{ IIA: 'IIA', IIB: 'IIB', IIC: 'IIC' }}
            />
          )}
          {hazardous && (
            <ChoiceField
              {...field('concept')}
              label={text.concept}
              value={concept}
              empty={text.choose}
              options={concepts}
              onChange={(key) => set({ concept: key })}
            />
          )}
          {exd && <ChoiceField {...choice('compact')} />}
          {hazardous && concept !== 'i' && (
            <label className={styles.check}>
              <input type="checkbox" name="barrierSpecified" /> {text.barrierSpecified}
            </label>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend>{text.entryGroup}</legend>
          <ChoiceField {...choice('threadKind')} />
          {exd ? (
            <p className={styles.hint}>{text.entryExd}</p>
          ) : (
            <ChoiceField {...choice('entry')} />
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
