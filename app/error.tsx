'use client';

import { ErrorPanel } from '@/components/layout/ErrorPanel';
import { buttonClass } from '@/components/ui/ButtonLink';

/** A render error or a script chunk that failed to load: say so, offer a reload, never a blank page. */
export default function RouteError({ error }: { error: Error & { digest?: string } }) {
  const chunk = /chunk/i.test(error.message);
  return (
    <ErrorPanel
      title="Something went wrong"
      actions={
        <button type="button" className={buttonClass()} onClick={() => window.location.reload()}>
          Reload the page
        </button>
      }
    >
      <p>
        {chunk
          ? 'Part of this page could not be downloaded, perhaps because the connection dropped or the site was just updated.'
          : 'This page hit an unexpected problem while loading.'}{' '}
        Reloading usually fixes it.
      </p>
    </ErrorPanel>
  );
}
