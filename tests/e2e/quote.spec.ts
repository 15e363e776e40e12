import type { Locator, Page } from '@playwright/test';
import { contentIn, loadContent, routeTextOf, routeTextsIn } from '@/lib/content/load';
import { noEmailURL } from '../../playwright.config';
import { test, expect } from './fixtures';
import {
  captureErrors,
  clickRequestAQuote,
  recordSends,
  SEND,
  sendFailures,
  settled,
} from './helpers';
import { ar } from './arabic-export';
import { escapeRegExp } from './content';

/** The Arabic name of the page whose English name is `name` (the Service type option's label). */
function arabicNameOf(name: string): string {
  const path = Object.keys(routeTextsIn('en')).find((key) => routeTextOf(key).name === name)!;
  return routeTextOf(path, 'ar').name;
}

// The company's addresses, the pages' names and the contact page's texts are the content's (issue 40).
const { contact, site } = loadContent();
// The form's words, its answers and the mail's labels are the content's too (content/interface.yml).
const words = loadContent().interface;

const enquiry = {
  user_name: 'Aisha Rahman',
  user_mobile: '+971 50 123 4567',
  user_email: 'aisha@example.ae',
  // The glands page's name: the Service type option its Request a Quote preselects.
  user_service: routeTextOf('/GlandsAccessories').name,
  user_message: 'Please quote 200 pcs of M20 armoured glands with shrouds, delivery to Jebel Ali.',
};

/** The phone as every enquiry sends it, the quote form's as the quote list's (components/quote/phone.ts). */
const sentMobile = '+971501234567';

async function openDialog(page: Page, isMobile: boolean) {
  const dialog = await clickRequestAQuote(page, isMobile);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder(words.quoteForm.name.placeholder)).toBeVisible();
  return dialog;
}

/** Opens the quote dialog from the home page and fills it with the enquiry. */
async function openFilledDialog(page: Page, isMobile: boolean) {
  await page.goto('/');
  const dialog = await openDialog(page, isMobile);
  await fill(dialog);
  return dialog;
}

async function fill(scope: ReturnType<Page['locator']>) {
  await scope.getByPlaceholder(words.quoteForm.name.placeholder).fill(enquiry.user_name);
  await scope.getByPlaceholder(words.quoteForm.mobile.placeholder).fill(enquiry.user_mobile);
  await scope.getByPlaceholder(words.quoteForm.emailAddress.placeholder).fill(enquiry.user_email);
  await scope.getByLabel(words.quoteForm.serviceLabel).selectOption(enquiry.user_service);
  await scope.getByLabel(words.quoteForm.messageLabel, { exact: true }).fill(enquiry.user_message);
}

async function expectKept(scope: ReturnType<Page['locator']>) {
  await expect(scope.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue(
    enquiry.user_name,
  );
  await expect(scope.getByPlaceholder(words.quoteForm.mobile.placeholder)).toHaveValue(
    enquiry.user_mobile,
  );
  await expect(scope.getByPlaceholder(words.quoteForm.emailAddress.placeholder)).toHaveValue(
    enquiry.user_email,
  );
  await expect(scope.getByLabel(words.quoteForm.serviceLabel)).toHaveValue(enquiry.user_service);
  await expect(scope.getByLabel(words.quoteForm.messageLabel, { exact: true })).toHaveValue(
    enquiry.user_message,
  );
}

/**
 * What a visitor meets, not what a tool reports: the outcome's text is in Chromium's real
 * accessibility tree (not ignored, as everything behind a modal dialog is), and its text, links and
 * buttons are each the topmost element at their centre (not covered or dimmed under a backdrop).
 * Reading the whole tree is slow on a busy machine, hence test.slow() for this file.
 */
async function expectReachable(page: Page, outcome: Locator) {
  const text = (await outcome.locator('p').first().textContent()) ?? '';
  expect(text).not.toBe('');
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
    nodes: { ignored: boolean; name?: { value?: string }; role?: { value?: string } }[];
  };
  await cdp.detach();
  const exposed = nodes.filter(
    (node) => !node.ignored && node.role?.value === 'StaticText' && node.name?.value === text,
  );
  expect(exposed, `"${text}" is not in the accessibility tree`).not.toHaveLength(0);
  const targets = outcome.locator('p, a, button');
  for (let i = 0; i < (await targets.count()); i += 1) {
    const target = targets.nth(i);
    const hit = await target.evaluate((element) => {
      // The first line box: a link that wraps has no text at the centre of its bounding box.
      const box = element.getClientRects()[0] ?? element.getBoundingClientRect();
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      const inView = y >= 0 && y <= innerHeight && x >= 0 && x <= innerWidth;
      const top = document.elementFromPoint(x, y);
      return inView && !!top && (top === element || element.contains(top));
    });
    expect(hit, `${await target.textContent()} cannot be seen or clicked`).toBe(true);
  }
}

// Each test drives the form through real sends and reads the accessibility tree: on a machine shared
// with other builds that takes longer than the default budget (no test asserts a duration).
test.beforeEach(() => test.slow());

test.describe('quote dialog', () => {
  test(
    'sends exactly the spec payload, then clears the form and closes',
    { tag: '@phone' },
    async ({ page, isMobile }) => {
      const bodies = await recordSends(page);
      const dialog = await openFilledDialog(page, isMobile);
      await dialog.getByRole('button', { name: words.quoteForm.submit }).click();

      const status = page.getByRole('status').filter({ hasText: words.quoteForm.success });
      await expect(status).toHaveText(new RegExp(`^${escapeRegExp(words.quoteForm.success)}`));
      await expect(dialog).toBeHidden();
      await expectReachable(page, status);
      expect(bodies).toEqual([
        {
          lib_version: expect.any(String), // the SDK's own field
          user_id: 'pk_placeholder_replace_me',
          service_id: 'service_placeholder',
          template_id: 'template_placeholder',
          template_params: { ...enquiry, user_mobile: sentMobile, user_language: 'English' },
        },
      ]);
      const reopened = await openDialog(page, isMobile);
      for (const placeholder of [
        words.quoteForm.name.placeholder,
        words.quoteForm.mobile.placeholder,
        words.quoteForm.emailAddress.placeholder,
      ]) {
        await expect(reopened.getByPlaceholder(placeholder)).toHaveValue('');
      }
      await expect(reopened.getByLabel(words.quoteForm.messageLabel, { exact: true })).toHaveValue(
        '',
      );
    },
  );

  for (const [name, answer] of sendFailures) {
    test(`keeps every field and stays open after ${name}`, async ({ page, isMobile }) => {
      const errors = captureErrors(page);
      await page.route(SEND, answer);
      await page.goto('/');
      const dialog = await openDialog(page, isMobile);
      await fill(dialog);
      await dialog.getByRole('button', { name: words.quoteForm.submit }).click();

      const alert = dialog.getByRole('alert').filter({ hasText: words.quoteForm.failure });
      await expect(alert).toContainText(words.quoteForm.failure);
      await expect(dialog).toBeVisible();
      await expectReachable(page, alert);
      await expectKept(dialog);
      await expect(dialog.getByRole('button', { name: words.quoteForm.submit })).toBeEnabled();
      expect(errors.join('\n')).toContain('Quote form send failed');
      const mailto = await alert.getByRole('link').getAttribute('href');
      expect(mailto).toMatch(new RegExp(`^mailto:${site.email}\\?subject=`));
      expect(decodeURIComponent(mailto ?? '')).toContain(enquiry.user_message);
    });
  }

  test('the provider error text reaches the console', async ({ page, isMobile }) => {
    const errors = captureErrors(page);
    await page.route(SEND, (route) =>
      route.fulfill({ status: 400, body: 'The template ID is invalid' }),
    );
    const dialog = await openFilledDialog(page, isMobile);
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(
      dialog.getByRole('alert').filter({ hasText: words.quoteForm.failure }),
    ).toBeVisible();
    expect(errors.join('\n')).toContain('400 The template ID is invalid');
  });

  test('a double click sends once, and the button says it is sending', async ({
    page,
    isMobile,
  }) => {
    let requests = 0;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND, async (route) => {
      requests += 1;
      await held;
      await route.fulfill({ status: 200, body: 'OK' });
    });
    const dialog = await openFilledDialog(page, isMobile);
    await dialog.getByRole('button', { name: words.quoteForm.submit }).dblclick();
    await expect(dialog.getByRole('button', { name: words.quoteForm.sending })).toBeDisabled();
    release();
    await expect(
      page.getByRole('status').filter({ hasText: words.quoteForm.success }),
    ).toBeVisible();
    expect(requests).toBe(1);
  });

  test('a filled honeypot pretends success and sends nothing', async ({ page, isMobile }) => {
    const sends = await recordSends(page);
    const dialog = await openFilledDialog(page, isMobile);
    await dialog
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(
      page.getByRole('status').filter({ hasText: words.quoteForm.success }),
    ).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('an empty required field sends nothing', async ({ page, isMobile }) => {
    const sends = await recordSends(page);
    const dialog = await openFilledDialog(page, isMobile);
    await dialog.getByPlaceholder(words.quoteForm.emailAddress.placeholder).fill('');
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    expect(
      await dialog
        .getByPlaceholder(words.quoteForm.emailAddress.placeholder)
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await dialog.getByPlaceholder(words.quoteForm.emailAddress.placeholder).fill('not-an-email');
    await dialog.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(dialog).toBeVisible();
    expect(sends).toHaveLength(0);
  });

  test('closes by X and Escape, returns focus, and keeps the draft', async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openDialog(page, isMobile);
    await dialog.getByPlaceholder(words.quoteForm.name.placeholder).fill('Draft name');
    await dialog.getByRole('button', { name: words.quoteDialog.close }).click();
    await expect(dialog).toBeHidden();
    if (!isMobile)
      await expect(
        page.getByRole('banner').getByRole('link', { name: words.quoteForm.requestQuote }),
      ).toBeFocused();

    await openDialog(page, isMobile);
    await expect(dialog.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue(
      'Draft name',
    );
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (!isMobile)
      await expect(
        page.getByRole('banner').getByRole('link', { name: words.quoteForm.requestQuote }),
      ).toBeFocused();
  });

  test('the page behind the open dialog is inert and focus starts inside it', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // Behind the modal, a click on the header's logo lands on the dialog (or its backdrop).
    const hit = await page.evaluate(() => {
      const logo = document.querySelector('body > header a')!.getBoundingClientRect();
      const target = document.elementFromPoint(logo.x + logo.width / 2, logo.y + logo.height / 2);
      return target?.closest('dialog') ? 'dialog' : target?.outerHTML.slice(0, 60);
    });
    expect(hit).toBe('dialog');
    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press('Tab');
      expect(
        await dialog.evaluate(
          (el) => el.contains(document.activeElement) || document.activeElement === document.body,
        ),
      ).toBe(true);
    }
  });
});

test.describe('quote form hardening', () => {
  test('if the form code cannot load, the dialog offers a retry and other ways; the page stays', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/about');
    await settled(page);
    const heading = await page.locator('h1').textContent();
    await page.route('**/_next/static/chunks/**', (route) => route.abort('internetdisconnected'));
    const dialog = await clickRequestAQuote(page, isMobile);
    const failure = dialog.getByRole('alert').filter({ hasText: words.quoteDialog.loadFailed });
    await expect(failure).toBeVisible();
    await expectReachable(page, failure);
    await expect(failure.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(failure.locator(`a[href="tel:${site.phones.office.tel}"]`)).toBeVisible();
    await expect(
      failure.getByRole('link', { name: words.quoteDialog.contactPageLink }),
    ).toHaveAttribute('href', '/contact-us');
    await expect(page.locator('h1')).toHaveText(heading ?? '');

    await page.unroute('**/_next/static/chunks/**');
    await failure.getByRole('button', { name: words.quoteDialog.retry }).click();
    await expect(dialog.getByPlaceholder(words.quoteForm.name.placeholder)).toBeVisible();
  });

  test('a slow send, then a click to another page, loses nothing on the contact page', async ({
    page,
  }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(SEND, async (route) => {
      await held;
      await route.fulfill({ status: 500, body: 'Internal error' });
    });
    await page.goto('/contact-us');
    const form = page.locator('#quote');
    await fill(form);
    await form.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(form.getByRole('button', { name: words.quoteForm.sending })).toBeDisabled();
    await page.locator('footer a[href="/about"]').first().click();
    await expect(page).toHaveURL(/\/about$/);
    release();
    const alert = page.getByRole('alert').filter({ hasText: words.quoteForm.failure });
    await expect(alert).toBeVisible();
    await expectReachable(page, alert);

    await page.locator('footer a[href="/contact-us"]').first().click();
    await expect(page).toHaveURL(/\/contact-us$/);
    await expectKept(page.locator('#quote'));
  });

  test('a long message gives a mailto: link mail programs keep, and a copy of the whole', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await page.goto('/contact-us');
    const form = page.locator('#quote');
    await fill(form);
    const long = `${'Please quote 200 pcs of M20 armoured glands with shrouds. '.repeat(80)}END`;
    await form.getByLabel(words.quoteForm.messageLabel, { exact: true }).fill(long);
    await form.getByRole('button', { name: words.quoteForm.submit }).click();
    const alert = form.getByRole('alert').filter({ hasText: words.quoteForm.failure });
    await expect(alert).toBeVisible();
    const href = (await alert.getByRole('link').getAttribute('href')) ?? '';
    expect(href.length).toBeLessThanOrEqual(2000);
    const body = decodeURIComponent(href.split('body=')[1] ?? '');
    expect(body).toContain(enquiry.user_email);
    expect(body).toContain(words.quoteForm.shortened);
    await alert.getByRole('button', { name: words.quoteForm.copyAll }).click();
    await expect(alert.getByRole('button', { name: words.quoteForm.copied })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`${long}`);
  });

  test('validation: blank, malformed and overlong values are refused; UAE numbers pass', async ({
    page,
  }) => {
    const bodies: { template_params: Record<string, string> }[] = [];
    await page.route(SEND, async (route) => {
      bodies.push(route.request().postDataJSON());
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/contact-us');
    const form = page.locator('#quote');
    const valid = (placeholder: string) =>
      form
        .getByPlaceholder(placeholder)
        .evaluate((field: HTMLInputElement | HTMLTextAreaElement) => field.checkValidity());
    const message = form.getByLabel(words.quoteForm.messageLabel, { exact: true });

    for (const [placeholder, limit] of [
      [words.quoteForm.name.placeholder, '100'],
      [words.quoteForm.mobile.placeholder, '30'],
      [words.quoteForm.emailAddress.placeholder, '254'],
      [words.quoteForm.messagePlaceholder, '5000'],
    ] as const)
      await expect(form.getByPlaceholder(placeholder)).toHaveAttribute('maxlength', limit);

    await fill(form);
    // Each refusal is told with the field's own hint.
    const { hints } = words.quoteForm;
    for (const [placeholder, hint, bad] of [
      [words.quoteForm.name.placeholder, hints.user_name, '   '],
      [words.quoteForm.mobile.placeholder, hints.user_mobile, 'call me maybe'],
      [words.quoteForm.mobile.placeholder, hints.user_mobile, '   '],
      [words.quoteForm.mobile.placeholder, hints.user_mobile, '12345'],
      [words.quoteForm.emailAddress.placeholder, hints.user_email, 'a@b'],
      [words.quoteForm.messagePlaceholder, hints.user_message, ' \n  '],
    ] as const) {
      await form.getByPlaceholder(placeholder).fill(bad);
      expect(await valid(placeholder), `${placeholder} "${bad}"`).toBe(false);
      expect(
        await form
          .getByPlaceholder(placeholder)
          .evaluate((field: HTMLInputElement) => field.validationMessage),
      ).toBe(hint);
      await form.getByRole('button', { name: words.quoteForm.submit }).click();
      await fill(form);
    }
    expect(bodies).toHaveLength(0);

    for (const phone of [
      '+971 50 123 4567',
      '050 123 4567',
      '00971 50 123 4567',
      '050-123-4567',
      '+971-4-123-4567',
      '(04) 123 4567',
      '800 637 4342',
    ]) {
      await form.getByPlaceholder(words.quoteForm.mobile.placeholder).fill(phone);
      expect(await valid(words.quoteForm.mobile.placeholder), phone).toBe(true);
    }
    await form.getByPlaceholder(words.quoteForm.name.placeholder).fill('  Aisha Rahman  ');
    await form.getByPlaceholder(words.quoteForm.mobile.placeholder).fill(' 050 123 4567 ');
    await message.fill(`  ${enquiry.user_message}\n`);
    await form.getByRole('button', { name: words.quoteForm.submit }).click();
    await expect(form.getByRole('status')).toContainText(words.quoteForm.success);
    expect(bodies[0]?.template_params).toMatchObject({
      user_name: 'Aisha Rahman',
      user_mobile: sentMobile,
      user_message: enquiry.user_message,
    });
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  /** A mailto: URL's fields as RFC 6068 reads them: percent-decoding only ("+" is a plus sign). */
  function mailtoFields(url: string) {
    const [address, query = ''] = url.slice('mailto:'.length).split('?');
    const fields = new Map<string, string>();
    for (const pair of query.split('&')) {
      const [name, value = ''] = pair.split('=');
      fields.set(decodeURIComponent(name!).toLowerCase(), decodeURIComponent(value));
    }
    return { address, fields };
  }

  for (const locale of ['en', 'ar'] as const) {
    test(`${locale}: the form offers no field it cannot carry; its mail link arrives byte for byte`, async ({
      page,
    }) => {
      const text = contentIn(locale).interface.quoteForm;
      const path = locale === 'ar' ? '/ar/contact-us' : '/contact-us';
      const urls: string[] = [];
      page.on('request', (request) => urls.push(request.url()));
      await page.goto(path);
      const form = page.locator('#quote form');
      // Nothing to type into and no button: a browser cannot post a form to mailto: exactly.
      await expect(
        form.locator('input, textarea, select, button').filter({ visible: true }),
      ).toHaveCount(0);
      expect(await form.getAttribute('action')).toBeNull();
      const link = form.locator('noscript a[href^="mailto:"]');
      await expect(link).toBeVisible();
      await expect(link).toHaveText(site.email);

      await link.click();
      await expect.poll(() => urls.find((url) => url.startsWith('mailto:'))).toBeTruthy();
      const sent = urls.find((url) => url.startsWith('mailto:'))!;
      const { address, fields } = mailtoFields(sent);
      expect(address).toBe(site.email);
      // Byte for byte, in the visitor's language, with no "+" a mail program would show for a space.
      expect(Buffer.from(fields.get('body')!, 'utf8')).toEqual(
        Buffer.from(`${text.noscriptBody}\n`, 'utf8'),
      );
      expect(fields.get('subject')).toBe(words.companyMail.subject);
      expect(sent).not.toContain('+');
      expect(new URL(page.url()).pathname).toBe(path);
    });
  }

  test('a visitor with JavaScript cannot send the prerendered form before it hydrates', async ({
    request,
  }) => {
    const html = await (await request.get('/contact-us')).text();
    const form = html.match(/<form[^>]*>[\s\S]*?<\/form>/)![0];
    expect(form).not.toMatch(/<form[^>]*\baction=/);
    expect(form).toMatch(/<button type="submit"[^>]*\bdisabled=""/);
  });
});

test('missing e-mail settings at build time fail like any other send and name the setting', async ({
  page,
}) => {
  const errors = captureErrors(page);
  const sends = await recordSends(page);
  await page.goto(`${noEmailURL}/contact-us`);
  const form = page.locator('#quote');
  await fill(form);
  await form.getByRole('button', { name: words.quoteForm.submit }).click();
  await expect(form.getByRole('alert').filter({ hasText: words.quoteForm.failure })).toContainText(
    words.quoteForm.failure,
  );
  await expectKept(form);
  expect(errors.join('\n')).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  expect(sends).toHaveLength(0);
});

test('the home hero Request a Quote is a mailto: to the general address', async ({ page }) => {
  await page.goto('/');
  const link = page
    .locator('[data-carousel="hero"]')
    .getByRole('link', { name: words.home.requestQuote })
    .first();
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email}`));
});

test.describe('contact page', () => {
  test('shows the three cards, the form, the office phone and a lazy map', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('h1')).toHaveText(routeTextOf('/contact-us').heading);
    const cards = page.locator('#contact-cards li');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `tel:${site.phones.tollFree.tel}`,
    );
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(
      cards.nth(2).getByRole('link', { name: contact.visitCard.directions }),
    ).toHaveAttribute('href', /google\.com\/maps\/dir/);
    await expect(page.getByRole('heading', { name: contact.formHeading })).toBeVisible();
    await expect(
      page.locator('#quote').getByRole('button', { name: words.quoteForm.submit }),
    ).toBeVisible();
    await expect(page.locator(`#quote a[href="tel:${site.phones.office.tel}"]`)).toBeVisible();
  });

  test('the map is requested only near the viewport, strictly referred and sandboxed', async ({
    page,
  }) => {
    const mapRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith('https://www.google.com/maps')) mapRequests.push(request.url());
    });
    await page.goto('/contact-us');
    await settled(page);
    expect(mapRequests).toEqual([]);
    const map = page.getByTitle(contact.map.heading, { exact: true }).and(page.locator('iframe'));
    await expect(map).toHaveCount(0);

    await page.locator('#location').scrollIntoViewIfNeeded();
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute('referrerpolicy', 'no-referrer');
    const sandbox = ((await map.getAttribute('sandbox')) ?? '').split(/\s+/).sort();
    expect(sandbox).toEqual([
      'allow-popups',
      'allow-popups-to-escape-sandbox',
      'allow-same-origin',
      'allow-scripts',
    ]);
    await expect.poll(() => mapRequests.length).toBeGreaterThan(0);
  });

  test('the contact form sends and clears on success', async ({ page }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await page.goto('/contact-us');
    const form = page.locator('#quote');
    await fill(form);
    await form.getByRole('button', { name: words.quoteForm.submit }).click();
    const status = form.getByRole('status').filter({ hasText: words.quoteForm.success });
    await expect(status).toBeVisible();
    await expectReachable(page, status);
    await expect(form.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue('');
  });

  test('every field has a label and an autocomplete hint', async ({ page }) => {
    await page.goto('/contact-us');
    const form = page.locator('#quote form');
    const expected: Record<string, string> = {
      user_name: 'name',
      user_mobile: 'tel',
      user_email: 'email',
    };
    for (const [name, autocomplete] of Object.entries(expected)) {
      await expect(form.locator(`[name="${name}"]`)).toHaveAttribute('autocomplete', autocomplete);
    }
    const unlabelled = await form
      .locator('input:not([name="website"]), select, textarea')
      .evaluateAll((fields) =>
        fields
          .filter((field) => (field as HTMLInputElement).labels?.length === 0)
          .map((field) => field.getAttribute('name')),
      );
    expect(unlabelled).toEqual([]);
    await expect(form.getByLabel(words.quoteForm.serviceLabel)).not.toHaveAttribute('required');
  });
});

test('the e-mail SDK and the form code are not in the first JavaScript of a page', async ({
  page,
  isMobile,
}) => {
  const scripts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response.text().catch(() => ''));
  });
  /** Whether a script the page has loaded so far contains `text`. */
  const loaded = async (text: string) =>
    (await Promise.all(scripts)).some((code) => code.includes(text));
  await page.goto('/about');
  await settled(page);
  expect(await loaded('api.emailjs.com'), 'the e-mail SDK').toBe(false);
  expect(await loaded('user_name'), 'the form code (its field names)').toBe(false);
  await openDialog(page, isMobile);
  expect(await loaded('user_name'), 'the form code, once the dialog shows the form').toBe(true);
});

test.describe('in Arabic', () => {
  /** The Arabic form filled with the enquiry (placeholders and labels in Arabic). */
  async function fillArabic(scope: Locator) {
    await scope.getByPlaceholder(ar.quoteForm.name.placeholder).fill(enquiry.user_name);
    await scope.getByPlaceholder(ar.quoteForm.mobile.placeholder).fill(enquiry.user_mobile);
    await scope.getByPlaceholder(ar.quoteForm.emailAddress.placeholder).fill(enquiry.user_email);
    await scope.getByLabel(ar.quoteForm.serviceLabel).selectOption(enquiry.user_service);
    await scope.getByLabel(ar.quoteForm.messageLabel, { exact: true }).fill(enquiry.user_message);
  }

  test('the dialog and the contact form send with user_language Arabic, answer in Arabic, keep the fields on failure', async ({
    page,
  }) => {
    const errors = captureErrors(page);
    const bodies = await recordSends(page);
    await page.goto('/ar/GlandsAccessories');
    const opener = page.locator('main a[aria-haspopup="dialog"][href="/ar/contact-us"]').first();
    await expect
      .poll(() => opener.evaluate((a) => Object.keys(a).some((k) => k.startsWith('__reactProps'))))
      .toBe(true);
    await opener.click();
    const dialog = page.getByRole('dialog', { name: ar.quoteDialog.title });
    await expect(dialog.getByRole('button', { name: ar.quoteDialog.close })).toBeVisible();
    // The page's service is preselected: its Arabic label shows, the English value is sent.
    const service = dialog.getByLabel(ar.quoteForm.serviceLabel);
    await expect(service).toHaveValue(enquiry.user_service);
    await expect(service.locator('option:checked')).toHaveText(arabicNameOf(enquiry.user_service));
    // The browser's message for a malformed number is the Arabic hint.
    const phone = dialog.getByPlaceholder(ar.quoteForm.mobile.placeholder);
    await phone.fill('12');
    expect(await phone.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      ar.quoteForm.hints.user_mobile,
    );
    await fillArabic(dialog);
    await dialog.getByRole('button', { name: ar.quoteForm.submit }).click();
    await expect(page.getByRole('status').filter({ hasText: ar.quoteForm.success })).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(bodies).toEqual([
      expect.objectContaining({
        template_params: { ...enquiry, user_mobile: sentMobile, user_language: 'Arabic' },
      }),
    ]);

    await page.unrouteAll();
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await page.goto('/ar/contact-us');
    const form = page.locator('#quote');
    await fillArabic(form);
    await form.getByRole('button', { name: ar.quoteForm.submit }).click();
    const alert = form.getByRole('alert').filter({ hasText: ar.quoteForm.failure });
    await expect(alert).toBeVisible();
    await expect(form.getByPlaceholder(ar.quoteForm.name.placeholder)).toHaveValue(
      enquiry.user_name,
    );
    await expect(form.getByLabel(ar.quoteForm.messageLabel, { exact: true })).toHaveValue(
      enquiry.user_message,
    );
    await expect(form.getByLabel(ar.quoteForm.serviceLabel)).toHaveValue(enquiry.user_service);
    const mailto = decodeURIComponent((await alert.getByRole('link').getAttribute('href')) ?? '');
    expect(mailto).toContain(`${words.companyMail.language}: Arabic`);
    expect(mailto).toContain(enquiry.user_message);
    expect(errors.join('\n')).toContain('Quote form send failed');
  });
});

// Read as the server sent it: the page's script would mend a broken text when it hydrates.
test.describe('the contact intro as served', () => {
  test.use({ javaScriptEnabled: false });
  for (const locale of ['en', 'ar'] as const)
    test(`the contact form's intro keeps a space or a comma after each number it links (${locale})`, async ({
      page,
    }) => {
      const { site: where, contact: contactText } = contentIn(locale);
      await page.goto(locale === 'en' ? '/contact-us' : '/ar/contact-us');
      const intro = page.locator('#quote p').filter({ hasText: contactText.formIntro.whatsapp });
      // Read without direction isolates, and a number's no-break spaces as spaces.
      const plain = (text: string) =>
        text.replace(/[\u2066-\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');
      const said = plain(await intro.innerText());
      for (const phone of [where.phones.office.display, where.phones.mobile.display].map(plain)) {
        expect(said, `${phone} and the next word`).toContain(phone);
        // The text after the number starts with a space or a punctuation mark, never a letter.
        const next = said.slice(said.indexOf(phone) + phone.length);
        expect(next, said).toMatch(/^(?:\s|[,،.؛;]|$)/u);
      }
    });
});
