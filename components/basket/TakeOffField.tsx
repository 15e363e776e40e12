'use client';

import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Word } from '@/components/i18n/Word';
import { useHydrated } from '@/components/catalogue/use-hydrated';
import type { TakeOffWords } from './TakeOff';
import type { TakeOffLinesProps } from './TakeOffLines';
import formStyles from '@/components/quote/QuoteForm.module.css';

type Loaded = {
  Lines: ComponentType<TakeOffLinesProps>;
  catalogues: TakeOffLinesProps['catalogues'];
};

/**
 * The paste box's field, its live region and, once loaded, the lines read from it. Only this is in
 * /quote's first load: the lines' component, the matcher and both languages' catalogue indexes load
 * when the field is first focused or typed in (TakeOffLines).
 */
interface Props {
  id: string;
  /** The id of the help under the label. */
  hint: string;
  words: TakeOffWords;
  /** The label and its help, server HTML. */
  children: ReactNode;
}

export function TakeOffField({ id, hint, words, children }: Props) {
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

  // The lines not added replace the field's text (an uncontrolled field keeps the buyer's caret).
  const replaceText = (next: string) => {
    if (field.current) field.current.value = next;
    setText(next);
  };

  return (
    <>
      <div className={formStyles.field}>
        {children}
        <textarea
          ref={field}
          id={id}
          aria-describedby={hint}
          rows={6}
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
    </>
  );
}
