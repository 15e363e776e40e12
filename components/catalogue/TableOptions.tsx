import type { SelectionTable } from '@/lib/content/schema';
import type { Locale } from '@/lib/i18n/locales';
import { interfaceIn } from '@/lib/content/interface';
import { fill } from '@/lib/i18n/text';
import { bidi, langOf } from '@/components/ui/Text';
import { WhenNear } from './WhenNear';
import styles from './SelectionTable.module.css';

const optionsId = (table: Pick<SelectionTable, 'id'>) => `${table.id}-options`;

/**
 * What a buyer chooses for the rows of a table (type, material, thread…), once above it, the usual
 * value preselected: the table's RowAddArea reads them for each row's add. Plain HTML, no script of its own; without
 * JavaScript nothing can be added, so it is hidden.
 */
export function TableOptions({
  table,
  english = table,
  locale = 'en',
}: {
  table: SelectionTable;
  /** The same table in English: each choice carries its English, the line the sales team reads. */
  english?: SelectionTable;
  locale?: Locale;
}) {
  if (!table.options?.length) return null;
  const text = interfaceIn(locale).quoteList;
  const id = optionsId(table);
  // Only what an Arabic page needs (its English, a value shown in English): on an English page the
  // option is its own English, and attributes left undefined would still be written into the
  // flight payload once per option.
  const optionAttributes = (index: number, value: string, valueIndex: number) => {
    if (locale === 'en') return {};
    const lang = langOf(value, locale);
    return {
      'data-en': english.options?.[index]?.values[valueIndex],
      ...(lang ? { lang } : {}),
    };
  };
  return (
    <fieldset
      id={id}
      className={styles.options}
      data-options=""
      data-print="hide"
      data-pagefind-ignore="all"
    >
      <legend>
        {bidi(fill(text.optionsLegend, { item: table.item }), locale, text.optionsLegend)}
      </legend>
      {table.options.map((option, index) => (
        <div key={index} className={styles.option}>
          <label htmlFor={`${id}-${index}`}>{bidi(option.name, locale)}</label>
          {/* A table drawn only as it nears the view adds its selects as it does (WhenNear). */}
          <WhenNear holder={<span aria-hidden="true" />}>
            <select
              id={`${id}-${index}`}
              data-option={option.name}
              {...(locale === 'en' ? {} : { 'data-option-en': english.options?.[index]?.name })}
            >
              {option.values.map((value, valueIndex) => (
                <option key={valueIndex} {...optionAttributes(index, value, valueIndex)}>
                  {value}
                </option>
              ))}
            </select>
          </WhenNear>
        </div>
      ))}
    </fieldset>
  );
}
