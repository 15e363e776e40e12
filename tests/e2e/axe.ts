import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

/**
 * Axe's WCAG 2.2 A/AA violations on the page as it stands (or in `include`, a selector), one
 * readable line per rule.
 *
 * Run the light way: axe.run in the page itself (legacy mode; the default runs each frame apart and
 * then opens a second page to merge them), reporting violations only (`resultTypes`: the passes and
 * their nodes are not serialised back). On a product page that is 2.8 s instead of 7.4 s here, with
 * the same rules and the same frames (axe is still injected into each one); the walk runs it 154 times.
 */
export async function axeViolations(page: Page, where: string, include?: string) {
  let builder = new AxeBuilder({ page })
    .withTags(TAGS)
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${where}: ${v.id} (${v.impact}) ${v.help}\n    ${v.nodes
        .slice(0, 3)
        .map((n) => n.target.join(' '))
        .join('\n    ')}`,
  );
}

export async function expectNoViolations(page: Page, where: string, include?: string) {
  const summary = await axeViolations(page, where, include);
  expect(summary, summary.join('\n')).toEqual([]);
}
