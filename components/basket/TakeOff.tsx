'use client';

import { useEffect, useId, useRef, useState, type ComponentType, type ReactNode } from 'react';
import type { InterfaceWords } from '@/lib/content/interface-schema';
import { useLocale } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { useHydrated } from '@/components/catalogue/use-hydrated';
import { isolated } from './Isolated';
import type { TakeOffLinesProps } from './TakeOffLines';
import clsx from 'clsx';
import formStyles from '@/components/quote/QuoteForm.module.css';
import listStyles from './QuoteList.module.css';
import styles from './TakeOff.module.css';

export type TakeOffWords = InterfaceWords['takeOff'];

type Loaded = {
  Lines: ComponentType<TakeOffLinesProps>;
  catalogues: TakeOffLinesProps['catalogues'];
};

/**
 * The box on /quote where a buyer pastes a take-off. Only the box is in the page's first load: the
 * matcher, the reading of the lines and both languages' catalogue indexes load when the box is
 * first focused (TakeOffLines). The words are props from the page, so no other page carries them.
 */
export function TakeOff({ words }: { words: TakeOffWords }) {
  const locale = useLocale();
  const id = useId();
  const field = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [loaded, setLoaded] = useState<Loaded | 'loading' | 'failed' | null>(null);
  const [status, setStatus] = useState<ReactNode>('');
  const hydrated = useHydrated();

  const start = () => {
    if (loaded !== null && loaded !== 'failed') return;
    setLoaded('loading');
    setStatus(<Word of={words.loading} />);
    import('./TakeOffLines')
      .then(async (module) => {
        const catalogues = await module.loadCatalogues();
        setLoaded({ Lines: module.TakeOffLines, catalogues });
      })
      // The code itself could not be downloaded: the next focus tries again.
      .catch(() => {
        setLoaded('failed');
        setStatus(<Word of={words.loadError} />);
      });
  };

  // What was typed or pasted before the page ran its script is read once it does.
  useEffect(() => {
    if (hydrated && field.current?.value) setText(field.current.value);
  }, [hydrated]);

  // The remaining lines after an add replace the box's text (an uncontrolled field keeps the caret).
  const replaceText = (next: string) => {
    if (field.current) field.current.value = next;
    setText(next);
  };

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className={clsx(listStyles.send, styles.box)}
      data-take-off=""
      data-print="hide"
    >
      <h2 id={`${id}-heading`} className={listStyles.heading}>
        <Word of={words.heading} />
      </h2>
      <p>
        <Word of={words.intro} />
      </p>
      <div className={formStyles.field}>
        <label htmlFor={`${id}-text`}>
          <Word of={words.label} />
        </label>
        <p id={`${id}-hint`} className="note">
          <Word of={words.hint} />{' '}
          <span>
            <Word of={words.examples}>{isolated(words.examples, locale)}</Word>
          </span>
        </p>
        <textarea
          ref={field}
          id={`${id}-text`}
          aria-describedby={`${id}-hint`}
          rows={5}
          dir="auto"
          spellCheck={false}
          autoComplete="off"
          onFocus={start}
          onChange={(event) => {
            start();
            setText(event.target.value);
          }}
        />
      </div>
      <p role="status">{status}</p>
      {typeof loaded === 'object' && loaded !== null && (
        <loaded.Lines
          text={text}
          words={words}
          catalogues={loaded.catalogues}
          onStatus={setStatus}
          onText={replaceText}
        />
      )}
    </section>
  );
}
