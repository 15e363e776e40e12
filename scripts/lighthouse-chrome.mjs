// The Chromium the benchmark scripts run Lighthouse in: CHROME_PATH, Debian's /usr/bin/chromium, or
// chrome-launcher's own search on a laptop; headless, no sandbox (CI runs as root), nothing in the
// background that would use the network or the CPU during a measurement.
import { existsSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';

const chromePath =
  process.env.CHROME_PATH || (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * Starts Chromium for Lighthouse; `extraFlags` e.g. to accept the bench's self-signed certificate.
 * @param {string[]} [extraFlags]
 */
export const launchChrome = (extraFlags = []) =>
  chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      ...extraFlags,
    ],
  });
