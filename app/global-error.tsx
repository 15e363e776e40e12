'use client';

import './globals.css';
import { inter } from './fonts/inter';
import { ErrorPanel } from '@/components/layout/ErrorPanel';
import { buttonClass } from '@/components/ui/ButtonLink';

/** Replaces the root layout when it fails itself, so it brings its own <html> and styles. */
export default function GlobalError() {
  return (
    <html lang="en" className={inter.variable}>
      <body style={{ paddingTop: 0 }}>
        <main>
          <ErrorPanel
            title="Something went wrong"
            actions={
              <button
                type="button"
                className={buttonClass()}
                onClick={() => window.location.reload()}
              >
                Reload the page
              </button>
            }
          >
            <p>The site could not finish loading. Reloading usually fixes it.</p>
          </ErrorPanel>
        </main>
      </body>
    </html>
  );
}
