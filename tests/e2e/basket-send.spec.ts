/** Sending the quote list: by e-mail and WhatsApp, the details kept and forgotten, phone numbers, long lists. */
import type { BasketLine } from '@/components/basket/store';
import { test, expect } from './fixtures';
import { captureErrors, recordSends, SEND, sendFailures } from './helpers';
import { KEEP_DAYS } from '@/components/basket/request';
import { fill } from '@/lib/i18n/text';
import { escapeRegExp, textPattern } from './content';
import {
  expectFields,
  fillFields,
  listContact,
  listFields,
  REQUEST_KEY,
  seedList,
  storedList,
  storedRequest,
} from './enquiry';
import {
  words,
  list,
  listText,
  titleOf,
  quantityOf,
  REF,
  ties,
  expectCount,
  lineItems,
  expectedText,
  withName,
  editForPayload,
  site,
} from './quote-list';

test.describe('sending the list', () => {
  test('by e-mail: the payload holds the reference, the request fields, every line; the list stays, marked sent, with a printable copy', async ({
    page,
    isMobile,
  }) => {
    const bodies = await recordSends(page);
    await editForPayload(page);
    await fillFields(listFields(page), listContact);
    const main = page.getByRole('main');
    const fields = {
      [words.quoteList.company]: 'ACME Contracting LLC',
      [words.quoteList.project]: 'Ruwais substation',
      [words.quoteList.site]: 'Ruwais, Abu Dhabi',
    };
    for (const [name, value] of Object.entries(fields)) await main.getByLabel(name).fill(value);
    await main.getByLabel(words.quoteList.requiredBy).fill('2027-01-31');
    await expect(main.locator('[data-reference]')).toContainText(REF);
    await main.getByRole('button', { name: list.sendEmail }).click();

    await expect(page.getByRole('status').filter({ hasText: words.quoteForm.success })).toHaveText(
      words.quoteForm.success,
    );
    const head = [
      ...withName,
      `${listText.company}: ACME Contracting LLC`,
      `${listText.project}: Ruwais substation`,
      `${listText.site}: Ruwais, Abu Dhabi`,
      `${listText.requiredBy}: 2027-01-31`,
    ];
    expect(bodies).toEqual([
      {
        lib_version: expect.any(String), // the SDK's own field
        user_id: 'pk_placeholder_replace_me',
        service_id: 'service_placeholder',
        template_id: 'template_placeholder',
        template_params: {
          user_name: listContact.user_name,
          user_mobile: '+971501234567',
          user_email: listContact.user_email,
          user_service: titleOf(3, REF),
          user_message: `${expectedText(head)}\n\n${listText.message}:\n${listContact.message}`,
          user_language: 'English',
        },
      },
    ]);
    // Kept, marked as sent with the date and the reference, until the buyer clears it.
    await expect(lineItems(page)).toHaveCount(3);
    await expectCount(page, isMobile, 3);
    const mark = main.locator('[data-sent]');
    await expect(mark).toContainText(REF);
    await expect(mark).toContainText(String(new Date().getFullYear()));
    const copy = main.getByRole('region', { name: fill(list.copyHeading, { reference: REF }) });
    await expect(copy).toContainText(listContact.user_name);
    await expect(copy).toContainText('ACME Contracting LLC');
    await expect(copy).toContainText('Ruwais substation');
    await expect(copy.getByRole('row')).toHaveCount(4);
    await expect(copy.getByRole('row').nth(1)).toContainText('M20 brass gland');
    await expect(copy.getByRole('row').nth(1)).toContainText('200');
    // Once sent, the contact details and the message leave this browser's storage (issue 45); the
    // project's fields are remembered with the list. Nothing personal in the address.
    await expect(page.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue('');
    expect(page.url()).not.toMatch(/[?#]|Aisha|ACME/);
    const kept = await storedRequest(page);
    expect(kept).toMatchObject({
      reference: REF,
      fields: { company: 'ACME Contracting LLC', requiredBy: '2027-01-31' },
      sent: { reference: REF },
    });
    expect(kept.contact).toBeUndefined();
    for (const value of [
      listContact.user_name,
      listContact.user_email,
      '501234567',
      listContact.message,
    ])
      expect(JSON.stringify(kept), value).not.toContain(value);
    await page.reload();
    await expect(main.locator('[data-sent]')).toContainText(REF);
    await expect(main.getByLabel(words.quoteList.company)).toHaveValue('ACME Contracting LLC');
    await expect(copy).toContainText('ACME Contracting LLC');
    await expect(copy).not.toContainText(listContact.user_name);

    // On paper: the letterhead and the copy alone, on A4.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('[data-print="only"]')).toContainText(site.legalName);
    await expect(copy).toBeVisible();
    await expect(main.getByRole('button', { name: list.sendEmail })).toBeHidden();
    await expect(main.getByLabel(quantityOf('M20 brass gland'))).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await main.getByRole('button', { name: list.clear }).click();
    await expect(page.getByRole('heading', { name: list.empty })).toBeVisible();
    await expect(main.locator('[data-sent]')).toHaveCount(0);
    await expect(copy).toHaveCount(0);
    expect((await storedRequest(page))?.sent).toBeUndefined();
    expect((await storedRequest(page))?.reference).toBeUndefined();
  });

  test(`the details typed are kept ${KEEP_DAYS} days at most, and "forget my details" removes them at once`, async ({
    page,
  }) => {
    await editForPayload(page);
    await fillFields(listFields(page), listContact);
    const main = page.getByRole('main');
    await main.getByLabel(words.quoteList.company).fill('ACME Contracting LLC');
    await expect(main.locator('[data-kept]')).toContainText(
      fill(list.keptNote, { days: KEEP_DAYS }),
    );
    await expect.poll(async () => JSON.stringify(await storedRequest(page))).toContain('ACME');
    await main.getByRole('button', { name: list.forgetDetails }).click();
    await expect(main.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue('');
    await expect(main.getByLabel(words.quoteList.company)).toHaveValue('');
    await expect(main.getByLabel(list.messageLabel)).toHaveValue('');
    const kept = JSON.stringify(await storedRequest(page));
    for (const typed of [
      listContact.user_name,
      listContact.user_email,
      '123 4567',
      'Jebel',
      'ACME',
    ])
      expect(kept, typed).not.toContain(typed);
    // The list and its reference stay.
    await expect(lineItems(page)).toHaveCount(3);
    await expect(main.locator('[data-reference]')).toContainText(REF);

    // Details typed more than KEEP_DAYS ago are gone from the form and from the storage.
    const old = new Date(Date.now() - (KEEP_DAYS + 1) * 24 * 60 * 60 * 1000).toISOString();
    await page.evaluate(
      ([key, raw]) => localStorage.setItem(key!, raw!),
      [
        REQUEST_KEY,
        JSON.stringify({
          v: 1,
          at: old,
          reference: REF,
          fields: { company: 'ACME Contracting LLC' },
          contact: { user_name: listContact.user_name },
        }),
      ],
    );
    await page.reload();
    await expect(main.locator('[data-reference]')).toContainText(REF);
    await expect(main.getByLabel(words.quoteList.company)).toHaveValue('');
    await expect(main.getByPlaceholder(words.quoteForm.name.placeholder)).toHaveValue('');
    await expect.poll(async () => JSON.stringify(await storedRequest(page))).not.toContain('ACME');
    expect(JSON.stringify(await storedRequest(page))).not.toContain(listContact.user_name);
  });

  for (const [name, answer] of sendFailures) {
    test(`by e-mail: ${name} keeps the list and the fields and offers the mailto fallback`, async ({
      page,
    }) => {
      const errors = captureErrors(page);
      await page.route(SEND, answer);
      await editForPayload(page);
      await fillFields(listFields(page), listContact);
      await page.getByRole('button', { name: list.sendEmail }).click();

      const alert = page.getByRole('alert').filter({ hasText: words.quoteForm.failure });
      await expect(alert).toContainText(words.quoteForm.failure);
      await expect(lineItems(page)).toHaveCount(3);
      await expect(page.getByLabel(quantityOf('M20 brass gland'))).toHaveValue('200');
      await expectFields(listFields(page), listContact);
      await expect(page.getByRole('button', { name: list.sendEmail })).toBeEnabled();
      expect((await storedList(page)).lines).toHaveLength(3);
      expect(errors.join('\n')).toContain('Quote list send failed');
      const mailto = new URL((await alert.getByRole('link').getAttribute('href')) ?? '');
      expect(`${mailto.protocol}${mailto.pathname}`).toBe(`mailto:${site.email}`);
      expect(mailto.searchParams.get('subject')).toBe(titleOf(3, REF));
      expect(mailto.searchParams.get('body')).toContain(expectedText(withName));
      expect(mailto.searchParams.get('body')).toContain(
        `${words.companyMail.phone}: +971501234567`,
      );
      // Clearing the list leaves no stale error behind.
      await page.getByRole('button', { name: list.clear }).click();
      await expect(page.getByRole('heading', { name: list.empty })).toBeVisible();
      await expect(alert).toHaveCount(0);
    });
  }

  test('phone numbers: every UAE form is accepted and normalised, anything else is refused', async ({
    page,
  }) => {
    const phones: string[] = [];
    await page.route(SEND, async (route) => {
      phones.push(route.request().postDataJSON().template_params.user_mobile);
      await route.fulfill({ status: 500, body: 'kept for the next try' });
    });
    await seedList(page, [ties]);
    await page.goto('/quote');
    await fillFields(listFields(page), listContact);
    const phone = page.getByPlaceholder(words.quoteForm.mobile.placeholder);
    const send = page.getByRole('button', { name: list.sendEmail });
    await phone.fill('call me maybe');
    await send.click();
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
    expect(phones).toEqual([]);
    for (const [index, typed] of [
      '00971 50 123 4567',
      '+971 50-123-4567',
      '971501234567',
    ].entries()) {
      await phone.fill(typed);
      await send.click();
      await expect.poll(() => phones.length).toBe(index + 1);
      await expect(
        page.getByRole('alert').filter({ hasText: words.quoteForm.failure }),
      ).toBeVisible();
      await expect(send).toBeEnabled();
    }
    expect(phones).toEqual(['+971501234567', '+971501234567', '+971501234567']);
  });

  test('by WhatsApp: a wa.me link to the company mobile holds every line and the reference, encoded, and nothing personal', async ({
    page,
  }) => {
    await editForPayload(page);
    await page.getByLabel(list.messageLabel).fill('Need it by Sunday #urgent');
    const link = page.getByRole('link', { name: new RegExp(escapeRegExp(list.sendWhatsapp)) });
    await expect(link).toHaveAttribute('target', '_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const mobile = site.phones.mobile.tel.replace(/\D/g, '');
    expect(href.startsWith(`https://wa.me/${mobile}?text=`)).toBe(true);
    expect(href).not.toMatch(/[\s#&]/);
    // The list and its reference only (issue 45): no message, no note, nothing about the buyer.
    const chat = expectedText()
      .split('\n')
      .filter((line) => !line.startsWith(`   ${listText.note}:`))
      .join('\n');
    const chatText = async () =>
      new URL((await link.getAttribute('href')) ?? '').searchParams.get('text');
    expect(await chatText()).toBe(chat);
    const main = page.getByRole('main');
    await main.getByPlaceholder(words.quoteForm.name.placeholder).fill(listContact.user_name);
    await main.getByLabel(words.quoteList.company).fill('ACME Contracting LLC');
    await main.getByLabel(words.quoteList.project).fill('Ruwais substation');
    await main.getByLabel(words.quoteList.site).fill('Ruwais, Abu Dhabi');
    await expect(main.getByLabel(words.quoteList.site)).toHaveValue('Ruwais, Abu Dhabi');
    expect(await chatText()).toBe(chat);
    for (const typed of [listContact.user_name, 'ACME', 'Ruwais', 'Sunday', 'shrouds', 'black'])
      expect(decodeURIComponent((await link.getAttribute('href')) ?? ''), typed).not.toContain(
        typed,
      );
    // Following the link leaves the list as it is.
    await page.reload();
    await expect(lineItems(page)).toHaveCount(3);
  });
});

test.describe('long lists', () => {
  /** A list as long as the store allows, with long Arabic notes: far beyond what a link carries. */
  const long: BasketLine[] = Array.from({ length: 100 }, (_, index) => ({
    id: `line-${index}`,
    product: `Cable gland M${20 + (index % 50)} نحاس`,
    options: 'Armoured, IP68, مع غطاء',
    path: '/GlandsAccessories',
    quantity: index + 1,
    note: 'ملاحظة طويلة عن التسليم والمقاس واللون والتغليف '.repeat(9).slice(0, 500),
  }));

  test('the WhatsApp link and the mail fallback stay under 2,000 characters, say so, and offer the copy', async ({
    page,
  }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 500, body: 'down' }));
    await seedList(page, long);
    await page.goto('/quote');
    await expect(lineItems(page)).toHaveCount(100);
    const whatsapp = page.getByRole('link', { name: new RegExp(escapeRegExp(list.sendWhatsapp)) });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    expect(href.length).toBeLessThanOrEqual(1900);
    const text = new URL(href).searchParams.get('text') ?? '';
    expect(text).toMatch(
      new RegExp(
        `^${escapeRegExp(titleOf(100))}\\n${escapeRegExp(listText.reference)}: RFQ-\\d{8}-\\d{4}\\n\\n1\\. Cable gland M20`,
      ),
    );
    expect(text.endsWith(`… ${list.shortened}`)).toBe(true);
    // The page says so before anything is sent, and offers the whole list to copy.
    const note = page.locator('[data-too-long]');
    await expect(note).toContainText(new RegExp(textPattern(list.tooLong)));
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await note.getByRole('button', { name: list.copy }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('100. Cable gland M69');

    // The mail program's link after a failed send is capped the same way.
    await fillFields(listFields(page), listContact);
    await page.getByRole('button', { name: list.sendEmail }).click();
    const alert = page.getByRole('alert').filter({ hasText: words.quoteForm.failure });
    const mailto = (await alert.getByRole('link').getAttribute('href')) ?? '';
    expect(mailto.length).toBeLessThanOrEqual(1900);
    expect(decodeURIComponent(mailto)).toContain(list.shortened);
  });

  test('the e-mail carries what the provider accepts and the whole list stays to send the rest', async ({
    page,
  }) => {
    const sends = await recordSends(page);
    await seedList(page, long);
    await page.goto('/quote');
    await fillFields(listFields(page), listContact);
    await page.getByRole('button', { name: list.sendEmail }).click();
    await expect(
      page.getByRole('status').filter({ hasText: fill(list.sentPart, { email: site.email }) }),
    ).toBeVisible();
    const body = sends[0] as { template_params: Record<string, string> };
    // EmailJS ignores a template over 50 KB: the parameters stay under 40,000 bytes.
    expect(Buffer.byteLength(JSON.stringify(body.template_params), 'utf8')).toBeLessThanOrEqual(
      40_000,
    );
    expect(body.template_params.user_message).toContain(`… ${words.companyMail.listShortened}`);
    await expect(lineItems(page)).toHaveCount(100);
  });
});
