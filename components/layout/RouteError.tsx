'use client';

import { useText } from '@/components/i18n/LocaleProvider';
import { Word } from '@/components/i18n/Word';
import { buttonClass } from '@/components/ui/ButtonLink';
import { ErrorPanel } from './ErrorPanel';

/** A render error or a script chunk that failed to load: say so, offer a reload, never a blank page. */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  const text = useText('errors');
  const chunk = /chunk/i.test(error.message);
  return (
    <ErrorPanel
      title={<Word of={text.errorTitle} />}
      actions={
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          <Word of={text.reload} />
        </button>
      }
    >
      <p>
        <Word of={chunk ? text.chunkFailed : text.renderFailed} /> <Word of={text.reloadHint} />
      </p>
    </ErrorPanel>
  );
}
