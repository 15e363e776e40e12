import { describe, expect, it } from 'vitest';
import { checkCss, checkInlineStyles, lint, physical } from '@/scripts/lint-logical-css';

describe('the logical-properties lint (npm run lint)', () => {
  it('flags every physical side in a bad stylesheet, with its line', () => {
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
    const problems = checkCss(bad, 'bad.css');
    expect(problems.map((problem) => problem.line)).toEqual([2, 3, 4, 5, 9, 9, 9, 11, 12, 12]);
    expect(problems[0]).toMatchObject({
      file: 'bad.css',
      message: expect.stringContaining('margin-left'),
    });
  });

  it('passes a good stylesheet: logical sides, symmetric shorthands, mirrored moves, direction rules', () => {
    const good = `.a {
  margin-inline-start: 4px;
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
    expect(checkCss(good, 'good.css')).toEqual([]);
  });

  it('flags physical inline styles in components', () => {
    expect(checkInlineStyles(`<p style={{ marginLeft: 4 }} />`)).toHaveLength(1);
    expect(
      checkInlineStyles(`<svg style={flip ? { transform: 'scaleX(-1)' } : undefined} />`),
    ).toHaveLength(1);
    expect(checkInlineStyles(`<p style={{ marginInlineStart: 4, paddingTop: 0 }} />`)).toEqual([]);
  });

  it('tells what to do instead', () => {
    expect(physical('left', '0')).toMatch(/inline-start/);
    expect(physical('inset', '0 auto 0 0')).toMatch(/inset-inline/);
    expect(physical('translate', '10px 0')).toMatch(/--inline-sign/);
  });

  it('finds no physical side in the site today', () => {
    expect(lint(process.cwd())).toEqual([]);
  });
});
