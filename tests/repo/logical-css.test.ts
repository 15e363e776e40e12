import { ESLint } from 'eslint';
import stylelint from 'stylelint';
import { describe, expect, it } from 'vitest';

/** The problems stylelint's logical-sides rule (stylelint.config.mjs) finds in a stylesheet. */
async function cssProblems(code: string) {
  const { results } = await stylelint.lint({
    code,
    codeFilename: `${process.cwd()}/components/example.module.css`,
  });
  return results.flatMap((result) =>
    result.warnings.map((warning) => ({ line: warning.line, text: warning.text })),
  );
}

describe('the logical-sides lint (npm run lint: stylelint for CSS, ESLint for inline styles)', () => {
  it('flags every physical side in a bad stylesheet, with its line', async () => {
    const bad = `.a {
  margin-left: 4px;
  padding: 0 1px 0 2px;
  text-align: left;
  right: 0;
}
/* left: 0 in a comment is fine */
@media (min-width: 600px) {
  .b { border-right-color: red; float: right; border-radius: 0 4px 4px 0; }
}
@keyframes slide { from { transform: translateX(-100%); } }
.c { background-position: 8px 100%; transform: scaleX(-1); }`;
    const problems = await cssProblems(bad);
    expect(problems.map((problem) => problem.line).sort((a, b) => a - b)).toEqual([
      2, 3, 4, 5, 9, 9, 9, 11, 12, 12,
    ]);
    expect(problems[0]!.text).toContain('margin-inline-start');
  });

  it('passes a good stylesheet: logical sides, symmetric shorthands, mirrored moves, direction rules', async () => {
    const good = `.a {
  margin-inline-start: 4px;
  margin-top: 4px;
  padding: 0 1px 0 1px;
  inset: 0 0 auto;
  text-align: start;
  border-radius: 0 0 8px 8px;
  transform: translateY(-200%) translateX(calc(-50% * var(--inline-sign)));
  background-position: calc(50% - 50% * var(--inline-sign)) 100%;
  content: 'left';
  --x-right: 1px;
}
.crumbs li:dir(rtl)::before { transform: scaleX(-1); }
@keyframes run-ltr { to { transform: translateX(-50%); } }
@keyframes run-rtl { to { transform: translateX(50%); } }
[dir='rtl'] .b { left: 0; }`;
    expect(await cssProblems(good)).toEqual([]);
  });

  it('tells what to do instead', async () => {
    expect((await cssProblems('.a { left: 0; }'))[0]!.text).toMatch(/inset-inline-start/);
    expect((await cssProblems('.a { inset: 0 auto 0 0; }'))[0]!.text).toMatch(/inset-inline/);
    expect((await cssProblems('.a { translate: 10px 0; }'))[0]!.text).toMatch(/--inline-sign/);
  });

  it('flags physical inline styles in components', async () => {
    const eslint = new ESLint();
    const problems = async (code: string) =>
      (await eslint.lintText(code, { filePath: 'components/Example.tsx' }))[0]!.messages.filter(
        (message) => message.ruleId === 'no-restricted-syntax',
      );
    expect(await problems(`export const A = () => <p style={{ marginLeft: 4 }} />;`)).toHaveLength(
      1,
    );
    expect(
      await problems(
        `export const A = ({ flip }: { flip: boolean }) => <svg style={flip ? { transform: 'scaleX(-1)' } : undefined} />;`,
      ),
    ).toHaveLength(1);
    expect(
      await problems(
        `export const A = () => <p style={{ marginInlineStart: 4, paddingTop: 0 }} />;`,
      ),
    ).toEqual([]);
  });
});
