/** The contact page's cards, map and form; the form in Arabic; the contact intro as served. */
import { contentIn, routeTextOf } from '@/lib/content/load';
import { test, expect } from './fixtures';
import { captureErrors, recordSends, SEND, visit } from './helpers';
import { ar } from './arabic-export';
import { expectFields, fillFields, formFields } from './enquiry';
import {
  arabicNameOf,
  words,
  enquiry,
  sentMobile,
  sentStatus,
  expectReachable,
  contact,
  site,
} from './quote-form';

// Each test drives the form through real sends and reads the accessibility tree: on a machine shared
// with other builds that takes longer than the default budget (no test asserts a duration).
test.beforeEach(() => test.slow());

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
    await visit(page, '/contact-us');
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
    await fillFields(formFields(form), enquiry);
    await form.getByRole('button', { name: words.quoteForm.submit }).click();
    const status = sentStatus(form);
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

test.describe('in Arabic', () => {
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
    await fillFields(formFields(dialog, ar), enquiry);
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
    await fillFields(formFields(form, ar), enquiry);
    await form.getByRole('button', { name: ar.quoteForm.submit }).click();
    const alert = form.getByRole('alert').filter({ hasText: ar.quoteForm.failure });
    await expect(alert).toBeVisible();
    await expectFields(formFields(form, ar), {
      user_name: enquiry.user_name,
      user_message: enquiry.user_message,
      user_service: enquiry.user_service,
    });
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
