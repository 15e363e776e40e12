/** The quote form hardened: a failed code load, slow sends, long messages, validation, no JavaScript, no settings. */
import { contentIn } from '@/lib/content/load';
import { noEmailURL } from '../../playwright.config';
import { test, expect } from './fixtures';
import { captureErrors, clickRequestAQuote, recordSends, SEND, visit } from './helpers';

import { expectFields, fillFields, formFields } from './enquiry';
import { select, selectOne } from '../html';
import { typedPhoneNumbers } from '../phones';
import { words, enquiry, sentMobile, expectReachable, site } from './quote-form';

// Each test drives the form through real sends and reads the accessibility tree: on a machine shared
// with other builds that takes longer than the default budget (no test asserts a duration).
test.beforeEach(() => test.slow());

test.describe('quote form hardening', () => {
  test('if the form code cannot load, the dialog offers a retry and other ways; the page stays', async ({
    page,
    isMobile,
  }) => {
    await visit(page, '/about');
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
    await fillFields(formFields(form), enquiry);
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
    await expectFields(formFields(page.locator('#quote')), enquiry);
  });

  test('a long message gives a mailto: link mail programs keep, and a copy of the whole', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'Internal error' }));
    await page.goto('/contact-us');
    const form = page.locator('#quote');
    await fillFields(formFields(form), enquiry);
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

    await fillFields(formFields(form), enquiry);
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
      await fillFields(formFields(form), enquiry);
    }
    expect(bodies).toHaveLength(0);

    for (const phone of typedPhoneNumbers) {
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
    const form = selectOne(html, 'form');
    expect(form, 'the page has a prerendered form').toBeDefined();
    expect(form!.hasAttribute('action')).toBe(false);
    const submits = select(form!, 'button[type="submit"]');
    expect(submits.length).toBeGreaterThan(0);
    for (const submit of submits) expect(submit.hasAttribute('disabled')).toBe(true);
  });
});

test('missing e-mail settings at build time fail like any other send and name the setting', async ({
  page,
}) => {
  const errors = captureErrors(page);
  const sends = await recordSends(page);
  await page.goto(`${noEmailURL}/contact-us`);
  const form = page.locator('#quote');
  await fillFields(formFields(form), enquiry);
  await form.getByRole('button', { name: words.quoteForm.submit }).click();
  await expect(form.getByRole('alert').filter({ hasText: words.quoteForm.failure })).toContainText(
    words.quoteForm.failure,
  );
  await expectFields(formFields(form), enquiry);
  expect(errors.join('\n')).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  expect(sends).toHaveLength(0);
});
