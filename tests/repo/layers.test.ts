import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The layers point one way: app → components → lib. The rule lives in eslint.config.mjs; here it is
// broken once on purpose in each direction it forbids, and kept quiet for the ways it allows.
const eslint = new ESLint();

async function layerErrors(filePath: string, code: string) {
  const results = await eslint.lintText(code, { filePath });
  return results.flatMap((result) =>
    result.messages.filter((message) => message.ruleId === 'import/no-restricted-paths'),
  );
}

describe('layers', () => {
  it.each([
    ['lib/content/x.ts', "import { SiteShell } from '@/components/layout/SiteShell';"],
    ['lib/content/x.ts', "import { SiteShell } from '../../components/layout/SiteShell';"],
    ['lib/gland/x.ts', "import page from '@/app/(en)/page';"],
    ['components/layout/x.tsx', "import page from '@/app/(en)/page';"],
  ])('a back-arrow from %s is refused: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport const used = 1;\n`)).toHaveLength(1);
  });

  it.each([
    ['app/(en)/x.tsx', "import { SiteShell } from '@/components/layout/SiteShell';"],
    ['components/layout/x.tsx', "import { matchSizes } from '@/lib/gland/match';"],
    ['app/(en)/x.tsx', "import { matchSizes } from '@/lib/gland/match';"],
  ])('the way down from %s is allowed: %s', async (filePath, code) => {
    expect(await layerErrors(filePath, `${code}\nexport const used = 1;\n`)).toEqual([]);
  });
});
