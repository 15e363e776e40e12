/**
 * What a buyer types and stores, shared by the quote-list, quote-form and quote-trust specs: the
 * contact fields of the quote list and of the quote form (found by their words in a language, as a
 * visitor finds them), filling and checking them, and the list and request as the site stores them.
 */
import type { Locator, Page } from '@playwright/test';
import type { BasketLine } from '@/components/basket/store';
import { contentIn } from '@/lib/content/load';
import { expect } from './fixtures';

type Words = ReturnType<typeof contentIn>['interface'];
const english = contentIn('en').interface;

/** Where the site keeps the quote list and the request's details (components/basket/store.ts). */
const LIST_KEY = 'quote-basket';
export const REQUEST_KEY = 'quote-request';

/** The contact details a buyer types into the quote list. */
export const listContact = {
  user_name: 'Aisha Rahman',
  user_mobile: '050 123 4567',
  user_email: 'aisha@example.ae',
  message: 'Delivery to Jebel Ali, please.',
};

/** The quote list's contact fields on /quote, by their words in a language. */
export function listFields(page: Page, words: Words = english) {
  const main = page.getByRole('main');
  return {
    user_name: main.getByPlaceholder(words.quoteForm.name.placeholder),
    user_mobile: main.getByPlaceholder(words.quoteForm.mobile.placeholder),
    user_email: main.getByPlaceholder(words.quoteForm.emailAddress.placeholder),
    message: main.getByLabel(words.quoteList.messageLabel),
  };
}

/** The quote form's fields (the dialog, or #quote on the contact page), by their words. */
export function formFields(scope: Locator, words: Words = english) {
  return {
    user_name: scope.getByPlaceholder(words.quoteForm.name.placeholder),
    user_mobile: scope.getByPlaceholder(words.quoteForm.mobile.placeholder),
    user_email: scope.getByPlaceholder(words.quoteForm.emailAddress.placeholder),
    user_service: scope.getByLabel(words.quoteForm.serviceLabel),
    user_message: scope.getByLabel(words.quoteForm.messageLabel, { exact: true }),
  };
}

/** Fills each field with its value, in the values' order (the Service type is chosen, not typed). */
export async function fillFields<K extends string>(
  fields: Record<K, Locator>,
  values: Partial<Record<K, string>>,
) {
  for (const [name, value] of Object.entries(values) as [K, string][])
    if (name === 'user_service') await fields[name].selectOption(value);
    else await fields[name].fill(value);
}

/** Each field holds its value. */
export async function expectFields<K extends string>(
  fields: Record<K, Locator>,
  values: Partial<Record<K, string>>,
) {
  for (const [name, value] of Object.entries(values) as [K, string][])
    await expect(fields[name]).toHaveValue(value);
}

/** Stores a list the way the site does (or a raw stored value), from a page of the same origin. */
export async function seedList(page: Page, lines: BasketLine[] | string) {
  await page.goto('/about');
  const value = typeof lines === 'string' ? lines : JSON.stringify({ v: 1, lines });
  await page.evaluate(([key, raw]) => localStorage.setItem(key!, raw!), [LIST_KEY, value]);
}

/** The stored list and the stored request, as the site wrote them (null when none). */
export const storedList = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), LIST_KEY);
export const storedRequest = (page: Page) =>
  page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), REQUEST_KEY);
