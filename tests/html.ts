/**
 * Reading exported HTML in tests: scripts/html.mjs (node-html-parser), shared with the build
 * scripts, instead of regular expressions over markup.
 */
export {
  attr,
  metaPolicy,
  parseHtml,
  scriptBodies,
  select,
  selectOne,
  sitemapPaths,
  textAt,
  textLines,
  textOf,
  textRuns,
  unwrap,
} from '../scripts/html.mjs';
export type { Element } from '../scripts/html.mjs';
