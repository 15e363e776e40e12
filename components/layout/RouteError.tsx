'use client';

import { useText } from '@/components/i18n/LocaleProvider';
import { buttonClass } from '@/components/ui/ButtonLink';
import { ErrorPanel } from './ErrorPanel';

/** A render error or a script chunk that failed to load: say so, offer a reload, never a blank page. */
export function RouteError({ error }: { error: Error & { digest?: string } }) {
  const text = useText('chrome');
  const chunk = /chunk/i.test(error.message);
  return (
    <ErrorPanel
      title={text.errorTitle}
      actions={
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          {text.reload}
        </button>
      }
    >
      <p>
        {chunk ? text.chunkFailed : text.renderFailed} {text.reloadHint}
      </p>
    </ErrorPanel>
  );
}
