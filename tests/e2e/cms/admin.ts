import type { Locator, Page } from '@playwright/test';
import { expect } from '../fixtures';
import { POLL } from '../helpers';
import { pickOpfsAsRepository, seedOpfs, type RepoFile } from './opfs';

// Sveltia wraps every name it puts into a label in bidi isolates (U+2068 … U+2069).
const isolate = (name: string) => `\u2068${name}\u2069`;

type Locale = 'English' | 'Arabic';

/**
 * Opens /admin/ (on `origin`, the admin's own site) on a repository made of `files` in the origin-private file system and chooses
 * "Work with Local Repository", as an editor trying the admin on a checkout does. Returns when the
 * collections are listed (the admin has read every entry file).
 */
export async function signInLocally(page: Page, files: RepoFile[], origin = '') {
  await pickOpfsAsRepository(page);
  // Any page of the admin's origin will do to reach its file system (`origin`, else the project's
  // baseURL: the admin's own site); the admin must not start before the files are there.
  await page.goto(`${origin}/robots.txt`);
  await seedOpfs(page, files);
  await page.goto(`${origin}/admin/`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await expect(page.getByRole('tree', { name: 'Collection List' })).toBeVisible();
}

/** The entry editor of `entry` (as the collection lists it) in `collection`, both panes shown. */
export async function openEntry(page: Page, collection: string, entry: string) {
  await page
    .getByRole('tree', { name: 'Collection List' })
    .getByRole('treeitem', { name: collection, exact: true })
    .click();
  await page.getByRole('row', { name: entry, exact: true }).click();
  const editor = page.getByRole('group', { name: 'Content Editor' });
  await expect(editor).toBeVisible();
  await showArabicBeside(page);
  return editor;
}

/**
 * English on the left, Arabic on the right. The right side opens on the entry's preview; its locale
 * switch turns it into the Arabic form.
 */
async function showArabicBeside(page: Page) {
  await expect(pane(page, 'English')).toBeVisible();
  const preview = page.getByRole('group', { name: /^Preview .*Content$/ });
  if ((await pane(page, 'Arabic').count()) === 0)
    await preview.getByRole('radio', { name: 'Arabic', exact: true }).click();
  await expect(pane(page, 'Arabic')).toBeVisible();
}

/** A new entry of a folder collection (its New button), both languages shown. */
export async function newEntry(page: Page, collection: string) {
  await page
    .getByRole('tree', { name: 'Collection List' })
    .getByRole('treeitem', { name: collection, exact: true })
    .click();
  // An empty collection offers it twice: in its toolbar and in the empty list.
  await page.getByRole('button', { name: 'Create New Entry' }).first().click();
  await expect(page.getByRole('group', { name: 'Content Editor' })).toBeVisible();
  await showArabicBeside(page);
}

/** The English or Arabic side of the open entry editor. */
export const pane = (page: Page, locale: Locale) =>
  page.getByRole('group', { name: `Edit ${isolate(locale)} Content`, exact: true });

/** One step into the form: a field by its label, or the nth item (from 0) of the list field reached. */
type FieldStep = string | number;

/**
 * A field of `pane` found by its labels, walking down from the pane: `field(en, 'Tables', 0,
 * 'Rows', 3, 'Outer seal', 'To')` is the To box of the 4th row of the first table. Where a label
 * repeats inside a field (an Image object holds an Image field), the outer one is taken.
 *
 * The admin renders list items and object subfields only once they scroll near the screen (before
 * that they are empty placeholders), so each step scrolls what it looks for into view first.
 */
export async function field(scope: Locator, ...steps: FieldStep[]): Promise<Locator> {
  let current = scope;
  const walked: FieldStep[] = [];
  for (const step of steps) {
    walked.push(step);
    const where = `field ${JSON.stringify(walked)}`;
    if (typeof step === 'number') {
      // The list's own items: the first item list inside the field is its own, nested lists follow.
      const item = current
        .locator('.item-list')
        .first()
        .locator(':scope > .item-wrapper')
        .nth(step);
      await expect(item, `${where}: no such list item`).toHaveCount(1);
      // The item renders only once it is on screen (until then the wrapper holds a placeholder), so
      // whether it is folded can be read only after that. Items above it that render meanwhile can
      // push it off screen again: scroll to it until it has rendered.
      current = item.getByRole('group').first();
      await expect(async () => {
        await scrollTo(item);
        await expect(current, `${where}: the item did not render`).toBeVisible({ timeout: 2_000 });
      }).toPass({ ...POLL, timeout: 60_000 });
      // A list shown folded to one line per item (a table's rows) opens the item first: the toggle
      // of its own header, the first in the item.
      const toggle = current.locator('button[aria-expanded]').first();
      if ((await toggle.count()) > 0 && (await toggle.getAttribute('aria-expanded')) === 'false') {
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      }
    } else {
      // The field's accessible name is its aria-label; matching the attribute is much faster than
      // asking for every group's computed name in a form of thousands of fields.
      const name = `“${isolate(step)}” Field`;
      const target = current.locator(`section[role="group"][aria-label="${name}"]`).first();
      await reveal(current, target, where);
      await addOptional(target, step);
      await expandOwn(target);
      current = target;
    }
  }
  return current;
}

/** Adds an optional group the entry does not have yet (an article's own picture): its checkbox. */
async function addOptional(group: Locator, name: string) {
  const add = group.getByRole('checkbox', { name: `Add ${isolate(name)}`, exact: true });
  if ((await add.count()) === 0 || (await add.getAttribute('aria-checked')) === 'true') return;
  await add.click();
  await expect(add).toHaveAttribute('aria-checked', 'true');
}

/**
 * Opens a field the admin shows collapsed (an object or a list with `collapsed: true`): its header's
 * toggle controls the field's own item list, the first one inside it.
 */
async function expandOwn(group: Locator) {
  const own = group.locator('.item-list').first();
  const id = (await own.count()) > 0 ? await own.getAttribute('id') : null;
  if (!id) return;
  const toggle = group.locator(`button[aria-controls="${id}"]`);
  if ((await toggle.count()) === 0) return;
  if ((await toggle.getAttribute('aria-expanded')) === 'false') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
}

/** Scrolls the placeholders of `scope` into view one by one until `target` has rendered. */
async function reveal(scope: Locator, target: Locator, where: string) {
  await expect(async () => {
    if ((await target.count()) === 0) {
      const placeholder = scope.locator('.placeholder').first();
      if ((await placeholder.count()) > 0) await scrollTo(placeholder);
    }
    expect(await target.count(), `${where}: not found`).toBeGreaterThan(0);
  }).toPass({ timeout: 120_000, intervals: POLL.intervals });
}

/**
 * Brings the top of `element` into view. Not `scrollIntoViewIfNeeded`: that waits for the element
 * to hold still, and a list taller than the screen keeps growing while its items render.
 */
const scrollTo = (element: Locator) =>
  element.evaluate((node) => node.scrollIntoView({ block: 'start' }));

/** The input of a one-value field (string, text, number). */
const input = (fieldGroup: Locator) =>
  fieldGroup.getByRole('textbox').or(fieldGroup.getByRole('spinbutton'));

/** Types `value` into the field at `steps` of `scope`, replacing what was there; returns the old value. */
export async function setField(scope: Locator, steps: FieldStep[], value: string) {
  const group = await field(scope, ...steps);
  const box = input(group);
  await reveal(group, box, `the input of field ${JSON.stringify(steps)}`);
  const before = await box.inputValue();
  await box.fill(value);
  await expect(box).toHaveValue(value);
  return before;
}

/** Adds an item at the end of the list field at `steps` of `scope`; returns the new item's index. */
export async function addListItem(scope: Locator, steps: FieldStep[]) {
  const list = await field(scope, ...steps);
  const items = list.locator('.item-list').first().locator(':scope > .item-wrapper');
  const count = await items.count();
  // The list's own Add button comes after its items (an item's own lists have theirs inside it);
  // it names what one item is ("Add Row", "Add Paragraph").
  const add = list.getByRole('button', { name: /^Add \u2068/ }).last();
  // The admin can drop a click that comes while it is still setting up the entry it just opened (the
  // button takes focus, no item comes): click again only while the list still has its old length,
  // so a slow item is never added twice (a second one would fail the count).
  await expect(async () => {
    if ((await items.count()) === count) await add.click();
    await expect(items).toHaveCount(count + 1, { timeout: 5_000 });
  }).toPass({ ...POLL, timeout: 60_000 });
  return count;
}

/** Removes the item at `index` of the list field at `steps` (its × button; the admin asks nothing). */
export async function removeListItem(scope: Locator, steps: FieldStep[], index: number) {
  const list = await field(scope, ...steps);
  const items = list.locator('.item-list').first().locator(':scope > .item-wrapper');
  const count = await items.count();
  const item = items.nth(index);
  await scrollTo(item);
  const remove = item.getByRole('button', { name: 'Remove', exact: true }).first();
  // As with adding: the admin can drop a click while it still sets up the entry (seen once in the full
  // suite: 15 items left of 15). Click again only while the list still has its old length, so a slow
  // removal never takes a second item (that would fail the count).
  await expect(async () => {
    if ((await items.count()) === count) await remove.click();
    await expect(items).toHaveCount(count - 1, { timeout: 5_000 });
  }).toPass({ ...POLL, timeout: 60_000 });
}

/**
 * Uploads an image through the image field `fieldGroup` (its Browse or Replace button, the admin's
 * Upload, a file chooser) and inserts it; returns the path the field then holds (the admin makes a
 * safe name of the one given, small letters and no spaces, and converts a photo to WebP).
 */
export async function uploadImage(fieldGroup: Locator, name: string, bytes: Buffer) {
  const page = fieldGroup.page();
  await fieldGroup
    .getByRole('button', { name: /^(Replace|Select|Upload|Browse)/ })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: bytes });
  const uploaded = dialog
    .getByRole('listbox', { name: 'Available Images' })
    .getByRole('option', { selected: true })
    .filter({ hasText: 'Unsaved' });
  await expect(uploaded).toHaveCount(1);
  await dialog.getByRole('button', { name: 'Insert', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The admin converts a photo to WebP on the way in: the field ends up with the file's final path.
  await expect(fieldGroup).toContainText(/\/images\/\S+\.\w+ edit/);
  return /\/images\/\S+\.\w+/.exec(await fieldGroup.innerText())![0];
}

/** Chooses `option` in the drop-down (a select field) inside `fieldGroup`. */
export async function choose(fieldGroup: Locator, option: string) {
  const box = fieldGroup.getByRole('combobox').first();
  await box.click();
  await fieldGroup
    .page()
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: true })
    .click();
  await expect(box).toHaveText(option);
}

/**
 * Saves the open entry and waits until the admin has written it and closed the editor (its default
 * after a save, once the files are written; it stays open when it refuses; its "Entry saved." toast
 * lasts 5 s, too short to wait for on a busy machine). A refused save (a required field left empty) fails
 * here with the admin's own message.
 */
export async function save(page: Page) {
  const editor = page.getByRole('group', { name: 'Content Editor' });
  const refused = page.getByRole('alert');
  await editor.getByRole('button', { name: 'Save', exact: true }).click();
  await expect
    .poll(
      async () =>
        (await refused.count()) > 0 ? 'refused' : (await editor.count()) > 0 ? 'editing' : 'saved',
      // Writing a large entry's files takes a while when the machine is busy.
      { ...POLL, timeout: 60_000 },
    )
    .not.toBe('editing');
  if ((await refused.count()) > 0)
    throw new Error(`the admin refused to save: ${(await refused.allInnerTexts()).join(' / ')}`);
}
