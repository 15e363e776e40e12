import clsx from 'clsx';
import type { Locale } from '@/lib/i18n/locales';
import type { InterfaceWords } from '@/lib/content/interface-schema';
import { interfaceIn } from '@/lib/content/interface';
import { bidi, markWord } from '@/components/ui/Text';
import { TakeOffField } from './TakeOffField';
import listStyles from './QuoteList.module.css';
import styles from './TakeOff.module.css';

/** The words the server renders (heading and help); the field and the lines get the rest. */
const serverOnly = ['heading', 'intro', 'label', 'hint', 'examples'] as const;

export type TakeOffWords = Omit<InterfaceWords['takeOff'], (typeof serverOnly)[number]> & {
  /** The unit's name in English, on a page in another language: a line's English carries it. */
  unitEn?: string;
};

const ID = 'take-off';

/**
 * The box on /quote where a buyer pastes a take-off: its heading, help and examples are server
 * HTML; only the field is a client leaf (TakeOffField), and what reads the lines loads on first use.
 * The words come from the page as props, so no other page carries them.
 */
export function TakeOff({ words, locale }: { words: InterfaceWords['takeOff']; locale: Locale }) {
  const clientWords = {
    ...Object.fromEntries(
      Object.entries(words).filter(([key]) => !(serverOnly as readonly string[]).includes(key)),
    ),
    ...(locale !== 'en' && { unitEn: interfaceIn('en').takeOff.unit }),
  } as TakeOffWords;
  return (
    <section
      aria-labelledby={`${ID}-heading`}
      className={clsx(listStyles.send, styles.box)}
      data-take-off=""
      data-print="hide"
    >
      <h2 id={`${ID}-heading`} className={listStyles.heading}>
        {markWord(words.heading, locale)}
      </h2>
      <p>{markWord(words.intro, locale)}</p>
      <TakeOffField id={`${ID}-text`} hint={`${ID}-hint`} words={clientWords}>
        <label htmlFor={`${ID}-text`}>{markWord(words.label, locale)}</label>
        <p id={`${ID}-hint`} className="note">
          {markWord(words.hint, locale)} {bidi(words.examples, locale)}
        </p>
      </TakeOffField>
    </section>
  );
}
