import { test } from '../fixtures';
import { field, openEntry, pane, signInLocally } from './admin';
import { repositoryFiles } from './opfs';
import { checkout } from './temp-repo';

test('explore', async ({ page }) => {
  test.setTimeout(5 * 60_000);
  await signInLocally(page, repositoryFiles(checkout));
  const rows = await page
    .getByRole('tree', { name: 'Collection List' })
    .getByRole('treeitem')
    .allInnerTexts();
  console.log('COLLECTIONS', JSON.stringify(rows));
  await page
    .getByRole('tree', { name: 'Collection List' })
    .getByRole('treeitem', { name: 'Services', exact: true })
    .click();
  console.log('ROWS', JSON.stringify(await page.getByRole('row').allInnerTexts()));
  await openEntry(page, 'Services', 'Cable Termination Support & Services');
  const en = pane(page, 'English');
  const cards = await field(en, 'Card groups', 0, 'Cards');
  const item = cards.locator('.item-list').first().locator(':scope > .item-wrapper').first();
  const buttons = await item
    .getByRole('button')
    .evaluateAll((els) =>
      els.map((e) => `${e.getAttribute('aria-label')}|${e.textContent}|${e.getAttribute('title')}`),
    );
  console.log('ITEM BUTTONS', JSON.stringify(buttons));
  const header = await item.innerHTML();
  console.log('ITEM HTML', header.slice(0, 1500));
});
