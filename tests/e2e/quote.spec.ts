import type { Page, Route } from '@playwright/test';
import { site } from '@/content/site';
import { noEmailURL } from '../../playwright.config';
import { test, expect } from './fixtures';

const SEND = 'https://api.emailjs.com/api/v1.0/email/send';

const enquiry = {
  user_name: 'Aisha Rahman',
  user_mobile: '+971 50 123 4567',
  user_email: 'aisha@example.ae',
  user_service: 'Cable Glands & Accessories',
  user_message: 'Please quote 200 pcs of M20 armoured glands with shrouds, delivery to Jebel Ali.',
};

async function openDialog(page: Page, isMobile: boolean) {
  if (isMobile) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('link', { name: 'Request a Quote' })
      .click();
  } else {
    await page.getByRole('banner').getByRole('link', { name: 'Request a Quote' }).click();
  }
  const dialog = page.getByRole('dialog', { name: "Let's Stay Connected With Us" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByPlaceholder('Your Name *')).toBeVisible();
  return dialog;
}

async function fill(scope: ReturnType<Page['locator']>) {
  await scope.getByPlaceholder('Your Name *').fill(enquiry.user_name);
  await scope.getByPlaceholder('Phone Number *').fill(enquiry.user_mobile);
  await scope.getByPlaceholder('Email Address *').fill(enquiry.user_email);
  await scope.getByLabel('Service type').selectOption(enquiry.user_service);
  await scope.getByLabel('Message').fill(enquiry.user_message);
}

async function expectKept(scope: ReturnType<Page['locator']>) {
  await expect(scope.getByPlaceholder('Your Name *')).toHaveValue(enquiry.user_name);
  await expect(scope.getByPlaceholder('Phone Number *')).toHaveValue(enquiry.user_mobile);
  await expect(scope.getByPlaceholder('Email Address *')).toHaveValue(enquiry.user_email);
  await expect(scope.getByLabel('Service type')).toHaveValue(enquiry.user_service);
  await expect(scope.getByLabel('Message')).toHaveValue(enquiry.user_message);
}

function captureErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test.describe('quote dialog', () => {
  test('sends exactly the spec payload, then clears the form and closes', async ({
    page,
    isMobile,
  }) => {
    const bodies: unknown[] = [];
    await page.route(SEND, async (route) => {
      bodies.push(route.request().postDataJSON());
      expect(route.request().method()).toBe('POST');
      expect(route.request().headers()['content-type']).toBe('application/json');
      await route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).click();

    await expect(page.getByRole('status')).toHaveText(/Message sent successfully!/);
    await expect(dialog).toBeHidden();
    expect(bodies).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'pk_placeholder_replace_me',
        service_id: 'service_placeholder',
        template_id: 'template_placeholder',
        template_params: enquiry,
      },
    ]);
    const reopened = await openDialog(page, isMobile);
    for (const placeholder of ['Your Name *', 'Phone Number *', 'Email Address *']) {
      await expect(reopened.getByPlaceholder(placeholder)).toHaveValue('');
    }
    await expect(reopened.getByLabel('Message')).toHaveValue('');
  });

  const failures: [string, (route: Route) => Promise<void>][] = [
    ['a 400 answer', (route) => route.fulfill({ status: 400, body: 'The template ID is invalid' })],
    ['a 500 answer', (route) => route.fulfill({ status: 500, body: 'Internal error' })],
    ['a lost connection', (route) => route.abort('internetdisconnected')],
  ];
  for (const [name, answer] of failures) {
    test(`keeps every field and stays open after ${name}`, async ({ page, isMobile }) => {
      const errors = captureErrors(page);
      await page.route(SEND, answer);
      await page.goto('/');
      const dialog = await openDialog(page, isMobile);
      await fill(dialog);
      await dialog.getByRole('button', { name: 'Send Message' }).click();

      const alert = page.getByRole('alert').filter({ hasText: 'Failed to send' });
      await expect(alert).toContainText('Failed to send message, please try again.');
      await expect(dialog).toBeVisible();
      await expectKept(dialog);
      await expect(dialog.getByRole('button', { name: 'Send Message' })).toBeEnabled();
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
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to send' })).toBeVisible();
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
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    await fill(dialog);
    await dialog.getByRole('button', { name: 'Send Message' }).dblclick();
    await expect(dialog.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    release();
    await expect(page.getByRole('status')).toHaveText(/Message sent successfully!/);
    expect(requests).toBe(1);
  });

  test('a filled honeypot pretends success and sends nothing', async ({ page, isMobile }) => {
    let requests = 0;
    await page.route(SEND, (route) => {
      requests += 1;
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    await fill(dialog);
    await dialog
      .locator('input[name="website"]')
      .evaluate((input: HTMLInputElement) => (input.value = 'http://spam.example'));
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText(/Message sent successfully!/);
    expect(requests).toBe(0);
  });

  test('an empty required field sends nothing', async ({ page, isMobile }) => {
    let requests = 0;
    await page.route(SEND, (route) => {
      requests += 1;
      return route.fulfill({ status: 200, body: 'OK' });
    });
    await page.goto('/');
    const dialog = await openDialog(page, isMobile);
    await fill(dialog);
    await dialog.getByPlaceholder('Email Address *').fill('');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    expect(
      await dialog
        .getByPlaceholder('Email Address *')
        .evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    await dialog.getByPlaceholder('Email Address *').fill('not-an-email');
    await dialog.getByRole('button', { name: 'Send Message' }).click();
    await expect(dialog).toBeVisible();
    expect(requests).toBe(0);
  });

  test('closes by X and Escape, returns focus, and keeps the draft', async ({ page, isMobile }) => {
    await page.goto('/about');
    const dialog = await openDialog(page, isMobile);
    await dialog.getByPlaceholder('Your Name *').fill('Draft name');
    await dialog.getByRole('button', { name: 'Close quote form' }).click();
    await expect(dialog).toBeHidden();
    if (!isMobile)
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Request a Quote' }),
      ).toBeFocused();

    await openDialog(page, isMobile);
    await expect(dialog.getByPlaceholder('Your Name *')).toHaveValue('Draft name');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    if (!isMobile)
      await expect(
        page.getByRole('banner').getByRole('link', { name: 'Request a Quote' }),
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

test('missing e-mail settings at build time fail like any other send and name the setting', async ({
  page,
}) => {
  const errors = captureErrors(page);
  let requests = 0;
  await page.route(SEND, (route) => {
    requests += 1;
    return route.fulfill({ status: 200, body: 'OK' });
  });
  await page.goto(`${noEmailURL}/contact-us`);
  const form = page.locator('#quote');
  await fill(form);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Failed to send' })).toContainText(
    'Failed to send message, please try again.',
  );
  await expectKept(form);
  expect(errors.join('\n')).toContain('NEXT_PUBLIC_EMAILJS_SERVICE_ID');
  expect(requests).toBe(0);
});

test('the home hero Request a Quote is a mailto: to the general address', async ({ page }) => {
  await page.goto('/');
  const link = page
    .locator('[data-carousel="hero"]')
    .getByRole('link', { name: 'Request a Quote' })
    .first();
  expect(await link.getAttribute('href')).toMatch(new RegExp(`^mailto:${site.email}`));
});

test.describe('contact page', () => {
  test('shows the three cards, the form, the office phone and a lazy map', async ({ page }) => {
    await page.goto('/contact-us');
    await expect(page.locator('h1')).toHaveText("Let's Get In Touch With Us");
    const cards = page.locator('#contact-cards li');
    await expect(cards).toHaveCount(3);
    await expect(cards.nth(0).getByRole('link')).toHaveAttribute(
      'href',
      `tel:${site.phones.tollFree.tel}`,
    );
    await expect(cards.nth(1).getByRole('link')).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(cards.nth(2).getByRole('link', { name: 'Get directions' })).toHaveAttribute(
      'href',
      /google\.com\/maps\/dir/,
    );
    await expect(page.getByRole('heading', { name: 'Get A Quote' })).toBeVisible();
    await expect(
      page.locator('#quote').getByRole('button', { name: 'Send Message' }),
    ).toBeVisible();
    await expect(page.locator(`#quote a[href="tel:${site.phones.office.tel}"]`)).toBeVisible();
    const map = page.locator('iframe[title="Our Location"]');
    await expect(map).toHaveAttribute('loading', 'lazy');
  });

  test('the contact form sends and clears on success', async ({ page }) => {
    await page.route(SEND, (route) => route.fulfill({ status: 200, body: 'OK' }));
    await page.goto('/contact-us');
    const form = page.locator('#quote');
    await fill(form);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('status')).toHaveText(/Message sent successfully!/);
    await expect(form.getByPlaceholder('Your Name *')).toHaveValue('');
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
    await expect(form.getByLabel('Service type')).not.toHaveAttribute('required');
  });
});

test('the e-mail SDK and the form code are not in the first JavaScript of a page', async ({
  page,
  isMobile,
}) => {
  const scripts: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('.js')) scripts.push(await response.text().catch(() => ''));
  });
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  expect(scripts.some((code) => code.includes('api.emailjs.com'))).toBe(false);
  const before = scripts.length;
  await openDialog(page, isMobile);
  await page.waitForLoadState('networkidle');
  expect(scripts.length).toBeGreaterThan(before);
});
