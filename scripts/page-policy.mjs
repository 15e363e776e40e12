// Part of postbuild: a page's Content-Security-Policy goes in a <meta> right after Next's
// <meta charSet="utf-8"/>, the first element of every page's <head> (a policy must come before the
// scripts and styles it governs).
import { expectOutput } from './expect-output.mjs';

/** Next's charset element, exactly as it writes it; the policy follows it. */
const charset = '<meta charSet="utf-8"/>';

/**
 * The page with its policy element after the charset; stops the build when Next's charset is not there.
 * @param {string} html
 * @param {string} meta the policy's <meta http-equiv="Content-Security-Policy"> element
 * @param {string} file the page, for the message
 */
export function insertPolicy(html, meta, file) {
  expectOutput('postbuild', html, charset, file);
  return html.replace(charset, `${charset}${meta}`);
}
