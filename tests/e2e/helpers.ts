import type { APIRequestContext, APIResponse, Locator, Page, Route } from '@playwright/test';
import { routes } from '@/lib/content/routes';
import { localePath } from '@/lib/i18n/locales';
import { contentIn, loadContent } from '@/lib/content/load';
import { fill } from '@/lib/i18n/text';
import { expect, openRequests, test } from './fixtures';

/** The interface words the pages show (content/interface.yml): read, never copied (issue 40). */
const words = loadContent().interface;

/** The e-mail provider's send endpoint (tests intercept it; see fixtures.ts). */
export const SEND = 'https://api.emailjs.com/api/v1.0/email/send';

/** The ways a send fails: the provider refuses, breaks, or cannot be reached. */
export const sendFailures: [string, (route: Route) => Promise<void>][] = [
  ['a 400 answer', (route) => route.fulfill({ status: 400, body: 'The template ID is invalid' })],
  ['a 500 answer', (route) => route.fulfill({ status: 500, body: 'Internal error' })],
  ['a lost connection', (route) => route.abort('internetdisconnected')],
];

/** Answers every send with a 200 and keeps its body (the array fills as sends come); each is a JSON POST. */
export async function recordSends(page: Page) {
  const bodies: unknown[] = [];
  await page.route(SEND, async (route) => {
    bodies.push(route.request().postDataJSON());
    expect(route.request().method()).toBe('POST');
    expect(route.request().headers()['content-type']).toBe('application/json');
    await route.fulfill({ status: 200, body: 'OK' });
  });
  return bodies;
}

/** The console errors the page logs from now on (the array fills as they come). */
export function captureErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

/**
 * Clicks Request a Quote where a visitor finds it: in the header, or in the side menu on a phone
 * (`inMenu` runs while that menu is open). Returns the quote dialog.
 */
export async function clickRequestAQuote(
  page: Page,
  isMobile: boolean,
  inMenu?: () => Promise<void>,
) {
  if (isMobile) {
    await clickHydrated(page.getByRole('button', { name: words.frame.openMenu, exact: true }));
    await inMenu?.();
    await clickHydrated(
      page
        .getByRole('dialog', { name: words.frame.sideMenu, exact: true })
        .getByRole('link', { name: words.quoteForm.requestQuote }),
    );
  } else {
    await clickHydrated(
      page.getByRole('banner').getByRole('link', { name: words.quoteForm.requestQuote }),
    );
  }
  return page.getByRole('dialog', { name: words.quoteDialog.title });
}

/**
 * Clicks a control once React has attached its handlers: before that, a link that opens a dialog
 * is a plain link (the no-JavaScript path) and the click navigates instead.
 */
async function clickHydrated(control: Locator) {
  await hydratedControl(control);
  await control.click();
}

/**
 * How often a test asks again while it waits for a state (hydration, requests finishing): every
 * 50 ms, where Playwright's default backs off to one second, a second lost on every wait that
 * outlasts its first tries. The state waited for is the same.
 */
export const POLL = { intervals: [25, 50] };

/** Resolves once React has attached its handlers to the control (its props are on the element). */
export async function hydratedControl(control: Locator) {
  await expect
    .poll(
      () =>
        control.evaluate((element) =>
          Object.keys(element).some((key) => key.startsWith('__reactProps')),
        ),
      POLL,
    )
    .toBe(true);
}

/**
 * In the page: resolves once its brand faces are in. They are asked for only after the load event,
 * when the script at the top of <body> lifts `<html data-fonts="late">` (components/layout/SiteShell,
 * app/globals.css); a layout then starts the faces its text is set in, and `document.fonts.ready`
 * waits for them. Runs as it is in the page (passed to `evaluate`, or as an init script's source).
 */
function brandFacesInPage(): Promise<void> {
  return new Promise((resolve) => {
    const wait = () => {
      if (document.readyState !== 'complete' || document.documentElement.hasAttribute('data-fonts'))
        return void requestAnimationFrame(wait);
      document.body.getBoundingClientRect();
      void document.fonts.ready.then(() => resolve());
    };
    wait();
  });
}

/** Resolves once the page has loaded and its brand faces are in (see `brandFacesInPage`). */
export const brandFacesIn = (page: Page) => page.evaluate(brandFacesInPage);

/**
 * Sums the layout shifts without recent input from the next page load on; read with `layoutShift`.
 * `afterFonts`: only the shifts once the page has loaded with its fonts, for a test of something
 * else (media, the quote list) on a first visit, where the brand faces swap in after the load event
 * (app/fonts): that swap is held to nothing by fonts.spec.ts and measured by `npm run bench`.
 */
export async function watchLayoutShift(page: Page, { afterFonts = false } = {}) {
  await page.addInitScript({
    content: `(${String((afterFonts: boolean, facesIn: () => Promise<void>) => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      let counting = !afterFonts;
      if (afterFonts)
        void facesIn().then(() => {
          // The frame the last face was drawn in may report its shift just after: start after it.
          requestAnimationFrame(() => requestAnimationFrame(() => (counting = true)));
        });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[])
          if (counting && !entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: 'layout-shift', buffered: true });
    })})(${afterFonts}, ${String(brandFacesInPage)})`,
  });
}

/**
 * Layout shift below this is sub-pixel rounding on a busy machine (0.00016 was once seen: a fraction
 * of a pixel over part of the page), not content moving; a real shift (a banner, an image without
 * reserved space, a late font) scores hundreds of times more. Lighthouse shows both as CLS 0.
 */
export const SUBPIXEL_SHIFT = 0.001;

export const layoutShift = (page: Page) =>
  page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** Resolves once the browser has rendered two more frames (what a change made now has reached). */
const nextFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Opens a path and waits until the page has settled (see `settled`): most tests' first step. */
export async function visit(page: Page, path: string) {
  await page.goto(path);
  await settled(page);
}

/**
 * The state a test of "nothing else happens" needs, reached without waiting on time: the page has
 * loaded with its fonts, React has hydrated it (its props are on `<body>`), and every request the page
 * has started has finished, with none started over the next two rendered frames (so the effects of
 * the first render, and what they load, have run; see `openRequests`).
 */
export async function settled(page: Page) {
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    Object.keys(document.body).some((key) => key.startsWith('__reactProps')),
  );
  await brandFacesIn(page);
  // A finished request can start the next (a chunk that imports another): settled means none is open
  // before two frames and none after them.
  await expect
    .poll(
      async () => {
        if (openRequests(page).length > 0) return openRequests(page);
        await nextFrames(page);
        return openRequests(page);
      },
      { ...POLL, message: 'requests still open' },
    )
    .toEqual([]);
}

/**
 * A page of each layout, in both languages: the first route of each kind, and every route of kind
 * 'page' (each of those has a layout of its own: about, services, blog, career, contact, quote…).
 * For the checks a browser makes once per layout, not once per route (hosting headers).
 */
export const templatePaths = routes
  .filter(
    (route, index) =>
      route.kind === 'page' || routes.findIndex((other) => other.kind === route.kind) === index,
  )
  .flatMap((route) => [route.path as string, localePath(route.path, 'ar')]);

/** A table row's quantity field and its "Add to quote list", by the row's name, in the page's words. */
export function rowControls(page: Page, product: string, words = contentIn('en').interface) {
  const list = words.quoteList;
  return {
    quantity: page.getByRole('spinbutton', {
      name: fill(list.quantityNamed, { product }),
      exact: true,
    }),
    add: page.getByRole('button', { name: fill(list.addLineNamed, { product }), exact: true }),
  };
}

/**
 * Scrolls a selection table into view, as a visitor reaches it, and resolves once its rows' fields
 * are there: a table below every first screen is drawn, and gets its options, filter and quantities,
 * only as it nears the view (lib/content/catalogue/late-tables, components/catalogue/WhenNear.tsx).
 * Without an id, every table of the page in turn.
 */
export async function reachTable(page: Page, tableId?: string) {
  const tables = page.locator(tableId ? `table[id="${tableId}"]` : '#selection-tables table');
  for (const table of await tables.all()) {
    await table.scrollIntoViewIfNeeded();
    await expect(table.locator('tbody tr input').first()).toBeAttached();
  }
  if (tableId) await expect(tables).toHaveCount(1);
}

/** A carousel of the page, by its name (data-carousel: hero, services, projects ...). */
export const carousel = (page: Page, name: string) => page.locator(`[data-carousel="${name}"]`);

/** The index of a carousel's selected slide (data-selected), -1 when none; `slide` selects its slides. */
export const selectedIndex = (strip: Locator, slide: string) =>
  strip
    .locator(slide)
    .evaluateAll((slides) =>
      slides.findIndex((element) => element.getAttribute('data-selected') === 'true'),
    );

/**
 * Each typed path (the server of the request's baseURL) answers one 301 to its clean path, and
 * `each` holds for that answer; then the pages those point at answer 200 themselves: one hop. For
 * the runs of slashes every server we ship folds (nginx, the CDN's _redirects and worker).
 */
export async function expectOneRedirect(
  request: APIRequestContext,
  cases: [typed: string, target: string][],
  each: (response: APIResponse) => void = () => {},
) {
  // Absolute: a relative '//about' would be read as a host.
  const base = test.info().project.use.baseURL!;
  const wrong: string[] = [];
  for (const [typed, target] of cases) {
    const response = await request.get(`${base}${typed}`, { maxRedirects: 0 });
    const location = response.headers()['location'];
    if (response.status() !== 301 || location !== target)
      wrong.push(`${typed}: ${response.status()} ${location} (want 301 ${target})`);
    else each(response);
  }
  expect(wrong).toEqual([]);
  for (const target of ['/about', '/ar/about', '/ar/PowerInstrumentation']) {
    const response = await request.get(`${base}${target}`, { maxRedirects: 0 });
    expect(response.status(), target).toBe(200);
  }
}
