import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/** Axe's WCAG 2.2 A/AA violations on the page as it stands, one readable line per rule. */
export async function axeViolations(page: Page, where: string) {
  const { violations } = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

export async function expectNoViolations(page: Page, where: string) {
  const summary = await axeViolations(page, where);
  expect(summary, summary.join('\n')).toEqual([]);
}
