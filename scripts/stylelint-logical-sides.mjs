// The site reads right to left in Arabic, so its CSS names no physical side: a stylelint rule,
// `site/logical-sides`, run by `npm run lint` (stylelint.config.mjs). Stylelint parses the CSS; this
// file holds only the policy:
// - left/right properties and keywords: stylelint-plugin-logical-css's require-logical-properties
//   and require-logical-keywords, kept to left and right (top and bottom stay allowed: the site is
//   written horizontally in both languages);
// - what the plugin does not know: a left/right word in any other value (background-position: left),
//   a four-value shorthand or border-radius whose left and right differ, and a horizontal move or flip
//   (translateX, scaleX(-1), an x position) that does not multiply by --inline-sign
//   (app/globals.css: 1 in LTR, -1 in RTL).
// Rules whose selector names a direction (`:dir(rtl)`, `[dir='rtl']`) and keyframes named for one
// (`@keyframes marquee-ltr` / `marquee-rtl`) are exempt: they are each other's mirror.
import stylelint from 'stylelint';
import valueParser from 'postcss-value-parser';

const ruleName = 'site/logical-sides';
const messages = stylelint.utils.ruleMessages(ruleName, {
  /** @param {string} why */
  rejected: (why) => why,
});

const SIDE = /(^|-)(left|right)(-|$)/;
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
const isZero = (/** @type {string | undefined} */ value) =>
  value === undefined || /^0(\.0*)?[a-z%]*$/.test(value);

/** A value's top-level words, or the arguments of each call of `name`, as written. */
function words(/** @type {string} */ value) {
  return valueParser(value)
    .nodes.filter((node) => node.type !== 'space' && node.type !== 'comment')
    .map((node) => valueParser.stringify(node));
}
function callArguments(/** @type {string} */ value, /** @type {string} */ name) {
  /** @type {string[][]} */
  const found = [];
  valueParser(value).walk((node) => {
    if (node.type === 'function' && node.value === name)
      found.push(
        valueParser
          .stringify(node.nodes)
          .split(',')
          .map((part) => part.trim()),
      );
  });
  return found;
}
/** Whether a left or right keyword is written in the value (not in a string, url() or var()). */
function namesSide(/** @type {string} */ value) {
  let found = false;
  valueParser(value).walk((node) => {
    if (node.type === 'function' && (node.value === 'var' || node.value === 'url')) return false;
    if (node.type === 'word' && /^(left|right)$/i.test(node.value)) found = true;
    return undefined;
  });
  return found;
}

/**
 * Why a declaration is physical beyond what the logical-css plugin checks, or null.
 * @param {string} property
 * @param {string} value
 */
export function physical(property, value) {
  if (property.startsWith('--')) return null;
  if (namesSide(value))
    return `${property}: ${value} names a side: use start/end (or a logical property)`;
  if (value.includes(MIRRORS)) return null;
  const parts = words(value.replace(/!important/, ''));
  if (BOX_SHORTHANDS.has(property) && parts.length === 4 && parts[1] !== parts[3])
    return `${property}: ${value} sets left and right differently: use ${property}-inline (start end)`;
  if (property === 'border-radius') {
    for (const radii of value.split('/').map((part) => words(part))) {
      const [a, b, c, d] = radii;
      const lopsided =
        (radii.length === 2 && a !== b) ||
        (radii.length === 3 && (a !== b || c !== b)) ||
        (radii.length === 4 && (a !== b || c !== d));
      if (lopsided)
        return `${property}: ${value} rounds corners by physical side: use border-start-start-radius ...`;
    }
  }
  const moves =
    callArguments(value, 'translateX').some(([x]) => !isZero(x)) ||
    callArguments(value, 'translate').some(([x]) => !isZero(x)) ||
    callArguments(value, 'translate3d').some(([x]) => !isZero(x)) ||
    callArguments(value, 'scaleX').some(([x]) => x?.startsWith('-') ?? false) ||
    callArguments(value, 'scale').some(
      ([x, y]) => y !== undefined && (x?.startsWith('-') ?? false),
    ) ||
    callArguments(value, 'rotateY').some(([angle]) => !isZero(angle)) ||
    (property === 'translate' && !isZero(parts[0]));
  if (moves)
    return `${property}: ${value} moves or flips horizontally: multiply by var(${MIRRORS}) so it mirrors`;
  const [x] = parts;
  if (POSITIONS.has(property) && x && !/^(center|top|bottom|50%)$/.test(x))
    return `${property}: ${value} places by the left edge: express x with var(${MIRRORS}) or center it`;
  return null;
}

/**
 * A node of stylelint's syntax tree, as far as this rule reads it.
 * @typedef {{ type: string, parent?: Tree, selector?: string, name?: string, params?: string }} Tree
 */

/** Whether a node sits in a rule or keyframes named for one direction. */
function underDirection(/** @type {Tree} */ node) {
  for (let parent = node.parent; parent; parent = parent.parent) {
    if (parent.type === 'rule' && /:dir\(|\[dir/.test(parent.selector ?? '')) return true;
    if (
      parent.type === 'atrule' &&
      /keyframes$/.test(parent.name ?? '') &&
      /-(ltr|rtl)$/.test(parent.params ?? '')
    )
      return true;
  }
  return false;
}

/** @type {import('stylelint').Rule} */
const rule = (primary) => async (root, result) => {
  if (!stylelint.utils.validateOptions(result, ruleName, { actual: primary })) return;
  /** @param {Parameters<typeof stylelint.utils.report>[0]['node']} node @param {string} why */
  const report = (node, why) =>
    stylelint.utils.report({ ruleName, result, node, message: messages.rejected(why) });
  // The plugin's rules, kept to left and right, outside the rules named for a direction.
  for (const pluginRule of [
    'logical-css/require-logical-properties',
    'logical-css/require-logical-keywords',
  ])
    await stylelint.utils.checkAgainstRule(
      { ruleName: pluginRule, ruleSettings: true, root, result },
      (warning) => {
        const declaration = /** @type {(Tree & { prop: string, value: string }) | undefined} */ (
          /** @type {unknown} */ (warning.node)
        );
        if (!warning.node || !declaration || underDirection(declaration)) return;
        if (SIDE.test(declaration.prop) || namesSide(declaration.value))
          report(warning.node, warning.text);
      },
    );
  root.walkDecls((declaration) => {
    if (underDirection(declaration) || SIDE.test(declaration.prop)) return;
    const property = declaration.prop.toLowerCase();
    // Keywords the plugin already reported (float, clear, text-align ...) are not reported twice.
    if (/^(float|clear|text-align|text-align-last|caption-side)$/.test(property)) return;
    const why = physical(
      property,
      declaration.value + (declaration.important ? ' !important' : ''),
    );
    if (why) report(declaration, why);
  });
};
rule.ruleName = ruleName;
rule.messages = messages;

export default stylelint.createPlugin(ruleName, rule);
