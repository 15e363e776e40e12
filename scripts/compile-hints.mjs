// V8's explicit compile hint (Chrome and Edge 136 and later): a script whose first line is this comment
// has all its functions compiled while it streams in, on a background thread. Without it V8 compiles a
// function on the main thread when it is first called, and the framework's start (React DOM, the App
// Router, the page's client components) was one main-thread task of 240 to 430 ms on the bench's
// phone (4x CPU), most of it compiling; with it, 70 to 175 ms (docs/performance.md). Other engines
// read a comment. Only the chunks a page runs at load are marked: the ones its HTML loads with
// <script async>. Chunks the code fetches later (the search dialog and its Pagefind loader, the quote
// form's e-mail client, the gland selector's form) keep lazy compilation.

import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expectOutput } from './expect-output.mjs';

const compileHint = '//# allFunctionsCalledOnLoad\n';

const startupScript = /<script src="(\/_next\/static\/chunks\/[^"]+\.js)" async="">/g;

/**
 * The chunks a page runs at load: its <script async> sources under /_next/static/chunks/ (every page
 * has some: React and the App Router); stops the build when Next writes them differently.
 * @param {string} html
 * @param {string} file
 * @returns {string[]}
 */
function startupChunks(html, file) {
  expectOutput('compile-hints', html, new RegExp(startupScript.source), file);
  return [...html.matchAll(startupScript)].map((match) => match[1] ?? '');
}

/**
 * Puts the compile hint first in every startup chunk of the given pages, once (a second postbuild of
 * the same export changes nothing); returns how many chunks carry it.
 * @param {string} outDir
 * @param {string[]} htmlFiles paths relative to outDir
 * @returns {number}
 */
export function markStartupChunks(outDir, htmlFiles) {
  const chunks = new Set(
    htmlFiles.flatMap((file) => startupChunks(readFileSync(join(outDir, file), 'utf8'), file)),
  );
  for (const src of chunks) {
    const path = join(outDir, src);
    const code = readFileSync(path, 'utf8');
    if (!code.startsWith(compileHint)) writeFileSync(path, compileHint + code);
  }
  return chunks.size;
}
