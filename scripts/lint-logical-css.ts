// Part of `npm run lint`: the site reads right to left in Arabic, so its CSS names no physical side.
// Fails on left/right properties (margin-left, left, border-right-color ...), left/right values
// (text-align: left, float: right, background-position: left), four-value shorthands whose left and
// right differ, and horizontal movements or positions that do not mirror (translateX, scaleX(-1),
// an x position) unless they multiply by --inline-sign (app/globals.css: 1 in LTR, -1 in RTL).
// Rules whose selector names a direction (`:dir(rtl)`, `[dir='rtl']`) and keyframes named for one
// (`@keyframes marquee-ltr` / `marquee-rtl`, used under the matching direction) are exempt: they are
// each other's mirror.
// Also checks React inline styles in .tsx files. Usage: tsx scripts/lint-logical-css.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * What must stay physical, each with its reason: file, rule (its selectors from the outermost, as
 * problems print them, e.g. '@media (min-width: 1024px) / .logo') and property exactly as written.
 * Empty today: every side the site's CSS names has a logical form or mirrors through --inline-sign.
 * An entry looks like
 *   { file: 'components/ui/BackgroundVideo.module.css', rule: '.video', property: 'object-position',
 *     why: 'the footage is framed on its subject, not on the reading direction' },
 */
export const allowlist: { file: string; rule: string; property: string; why: string }[] = [];

const SIDE = /(^|-)(left|right)(-|$)/;
const SIDE_WORD = /(?<![-\w])(left|right)(?![-\w])/;
const BOX_SHORTHANDS = new Set([
  'margin',
  'padding',
  'inset',
  'border-width',
  'border-style',
  'border-color',
  'scroll-margin',
  'scroll-padding',
]);
const POSITIONS = new Set([
  'background-position',
  'background-position-x',
  'object-position',
  'transform-origin',
  'perspective-origin',
  'mask-position',
]);
const MIRRORS = '--inline-sign';

/** Splits a value at top-level whitespace (or at `separator`), leaving functions whole. */
function split(value: string, separator = /\s/): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = '';
  for (const char of value) {
    if (char === '(') depth++;
    if (char === ')') depth--;
    if (depth === 0 && separator.test(char)) {
      if (current) parts.push(current);
      current = '';
    } else current += char;
  }
  if (current) parts.push(current);
  return parts;
}

const isZero = (value: string | undefined) =>
  value === undefined || /^0(\.0*)?[a-z%]*$/.test(value);

/** The arguments of every `name(...)` in a value. */
function calls(value: string, name: string): string[][] {
  const found: string[][] = [];
  const pattern = new RegExp(`(?<![-\\w])${name}\\(`, 'g');
  for (let match = pattern.exec(value); match; match = pattern.exec(value)) {
    let depth = 1;
    let index = match.index + match[0].length;
    const start = index;
    for (; index < value.length && depth > 0; index++) {
      if (value[index] === '(') depth++;
      if (value[index] === ')') depth--;
    }
    found.push(split(value.slice(start, index - 1), /,/).map((part) => part.trim()));
  }
  return found;
}

/** Why a declaration is physical, or null. */
export function physical(property: string, rawValue: string): string | null {
  if (property.startsWith('--')) return null;
  const value = rawValue
    .replace(/url\([^)]*\)/g, 'url()')
    .replace(/(['"])(?:\\.|(?!\1).)*\1/g, "''")
    .trim();
  if (SIDE.test(property)) return `${property} names a side: use its inline-start/inline-end form`;
  if (SIDE_WORD.test(value.replace(/var\([^)]*\)/g, 'var()')))
    return `${property}: ${rawValue} names a side: use start/end (or a logical property)`;
  if (value.includes(MIRRORS)) return null;
  const parts = split(value.replace(/!important/, '').trim());
  if (BOX_SHORTHANDS.has(property) && parts.length === 4 && parts[1] !== parts[3])
    return `${property}: ${rawValue} sets left and right differently: use ${property}-inline (start end)`;
  if (property === 'border-radius') {
    for (const radii of split(value, /\//).map((part) => split(part.trim()))) {
      const [a, b, c, d] = radii;
      const lopsided =
        (radii.length === 2 && a !== b) ||
        (radii.length === 3 && (a !== b || c !== b)) ||
        (radii.length === 4 && (a !== b || c !== d));
      if (lopsided)
        return `${property}: ${rawValue} rounds corners by physical side: use border-start-start-radius ...`;
    }
  }
  const moves =
    calls(value, 'translateX').some(([x]) => !isZero(x)) ||
    calls(value, 'translate').some(([x]) => !isZero(x)) ||
    calls(value, 'translate3d').some(([x]) => !isZero(x)) ||
    calls(value, 'scaleX').some(([x]) => x?.startsWith('-') ?? false) ||
    calls(value, 'scale').some(([x, y]) => y !== undefined && x?.startsWith('-')) ||
    calls(value, 'rotateY').some(([angle]) => !isZero(angle)) ||
    (property === 'translate' && !isZero(parts[0]));
  if (moves)
    return `${property}: ${rawValue} moves or flips horizontally: multiply by var(${MIRRORS}) so it mirrors`;
  const [x] = parts;
  if (POSITIONS.has(property) && x && !/^(center|top|bottom|50%)$/.test(x))
    return `${property}: ${rawValue} places by the left edge: express x with var(${MIRRORS}) or center it`;
  return null;
}

/** Every physical declaration of one stylesheet (comments and strings ignored, nesting followed). */
export function checkCss(source: string, file = 'inline.css'): Problem[] {
  const problems: Problem[] = [];
  const text = source.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  const selectors: string[] = [];
  let buffer = '';
  let line = 1;
  let startLine = 1;
  const declaration = () => {
    const body = buffer.trim();
    buffer = '';
    const colon = body.indexOf(':');
    if (colon < 0 || body.startsWith('@')) return;
    const property = body.slice(0, colon).trim().toLowerCase();
    const value = body.slice(colon + 1).trim();
    const rule = selectors.join(' / ');
    if (selectors.some((outer) => /:dir\(|\[dir|^@keyframes [\w-]+-(ltr|rtl)$/.test(outer))) return;
    const allowed = allowlist.some(
      (entry) => entry.file === file && entry.rule === rule && entry.property === property,
    );
    const why = allowed ? null : physical(property, value);
    if (why) problems.push({ file, line: startLine, message: `${rule} { ${why} }` });
  };
  let quote: string | null = null;
  for (const char of text) {
    if (char === '\n') line++;
    if (quote) {
      buffer += char;
      if (char === quote) quote = null;
      continue;
    }
    if (char === '"' || char === "'") quote = char;
    if (!buffer.trim()) startLine = line;
    if (char === '{') {
      selectors.push(buffer.trim().replace(/\s+/g, ' '));
      buffer = '';
    } else if (char === '}') {
      declaration();
      selectors.pop();
    } else if (char === ';') declaration();
    else buffer += char;
  }
  return problems;
}

const INLINE_SIDE =
  /\b(?:(?:margin|padding|border|scrollMargin|scrollPadding)(?:Left|Right)\w*|left|right)\s*:|\b(?:textAlign|float|clear)\s*:\s*['"](?:left|right)/g;
/** A horizontal move or flip written in a string anywhere in a component (an inline transform). */
const INLINE_MOVE = /['"`][^'"`\n]*\b(?:translateX\(|scaleX\(\s*-)[^'"`\n]*['"`]/g;

/** Physical sides in React inline styles (`style={{ marginLeft: 4 }}`, a 'scaleX(-1)') of a .tsx file. */
export function checkInlineStyles(source: string, file = 'inline.tsx'): Problem[] {
  const found = [...source.matchAll(INLINE_MOVE)];
  for (const style of source.matchAll(/style=\{\{([\s\S]*?)\}\}/g))
    for (const side of (style[1] ?? '').matchAll(INLINE_SIDE))
      found.push(Object.assign(side, { index: style.index + 7 + (side.index ?? 0) }));
  return found.map((match) => ({
    file,
    line: source.slice(0, match.index).split('\n').length,
    message: `inline style ${match[0].trim()} names a side: use a logical property (marginInlineStart ...) or mirror it in CSS`,
  }));
}

const SKIP = new Set([
  'node_modules',
  '.next',
  'out',
  'test-results',
  'playwright-report',
  'public',
]);

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(css|tsx)$/.test(entry.name)) yield path;
  }
}

export function lint(root: string): Problem[] {
  return [...sourceFiles(root)].flatMap((path) => {
    const file = relative(root, path);
    const source = readFileSync(path, 'utf8');
    return file.endsWith('.css') ? checkCss(source, file) : checkInlineStyles(source, file);
  });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = lint(process.cwd());
  for (const problem of problems)
    console.error(`${problem.file}:${problem.line}: ${problem.message}`);
  if (problems.length > 0) {
    console.error(
      `logical CSS: ${problems.length} physical side(s); see scripts/lint-logical-css.ts`,
    );
    process.exit(1);
  }
  console.log('logical CSS: no physical left/right in any stylesheet or inline style');
}
