// Every post-processing step that rewrites Next's output (postbuild's policy, inline-css,
// inline-poster, compile-hints, export-no-email) finds an exact string of today's output first. When
// a Next.js release writes it differently, the step stops the build here, with its name and the string
// it looked for, instead of leaving the page as it was (docs/architecture.md: the upgrade check,
// `npm run probe:next`).

/**
 * Stops the build unless `text` holds what `step` rewrites.
 * @param {string} step the step's name, e.g. 'inline-css'
 * @param {string} text the output the step reads
 * @param {string | RegExp} expected the exact string (or pattern) the step rewrites
 * @param {string} where the file it reads, for the message
 */
export function expectOutput(step, text, expected, where) {
  const found = typeof expected === 'string' ? text.includes(expected) : expected.test(text);
  if (!found)
    throw new Error(
      `${step}: expected ${expected instanceof RegExp ? expected.source : JSON.stringify(expected)} in ${where}, ` +
        `not found: the framework's output changed; update scripts/${step}.mjs (docs/architecture.md, the upgrade check)`,
    );
}
