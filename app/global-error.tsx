'use client';

import './globals.css';
import { inter } from './fonts/inter';
import button from '@/components/ui/button.module.css';

/**
 * Replaces the root layout when it fails itself, so it brings its own <html>, styles and texts. Its
 * script loads with every page: it stays plain markup (no providers, no next/link) so it shares
 * nothing that would be bundled twice.
 */
export default function GlobalError() {
  return (
    <html lang="en" className={inter.variable}>
      <body style={{ paddingTop: 0 }}>
        <main>
          <section className="error-panel">
            <h1>Something went wrong</h1>
            <p>The site could not finish loading. Reloading usually fixes it.</p>
            <div className="error-panel-actions">
              <button
                type="button"
                className={`${button.button} ${button.primary}`}
                onClick={() => window.location.reload()}
              >
                Reload the page
              </button>
            </div>
            <p className="error-panel-contact">
              Need help now? Reach us through <a href="/contact-us">our contact page</a>.
            </p>
          </section>
        </main>
      </body>
    </html>
  );
}
