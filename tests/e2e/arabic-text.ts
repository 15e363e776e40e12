import type { Locator } from '@playwright/test';
import { loadContent, readContent } from '@/lib/content/load';

/** Written in Latin letters on purpose: the company's names (placeholders) and identifiers. */
const { site, home } = loadContent();
const allowed = [
  site.legalName,
  site.name,
  site.shortName,
  site.developer.name,
  // Names stay in Latin letters (content/PLACEHOLDERS.md): the clients of the logo strip.
  ...home.clients.map((client) => client.name),
  // An e-mail address as a placeholder example.
  'name@company.ae',
  // Hazardous-area protection concepts are written as the standards write them (IEC 60079).
  ...['Ex d', 'Ex e', 'Ex i', 'Ex ia', 'Ex ib', 'Ex nR', 'Ex tb', 'Ex ta', 'Ex db', 'Ex eb'],
  // Unit symbols next to a figure (35 mm).
  ...['mm²', 'mm', 'kV', 'mA'].map((unit) => ` ${unit}`),
].sort((a, b) => b.length - a.length); // the longest first: 'Ex db' before 'Ex d'
/**
 * The English an Arabic page shows because its Arabic is not written yet (the build lists them). In
 * an attribute (an aria-label made of an Arabic word and an untranslated product name) it cannot be
 * marked as English: there it is allowed, and only there (docs/arabic.md).
 */
const fallbackWords = new Set(
  readContent(undefined, 'ar').untranslated.flatMap(
    (entry) => entry.text.match(/[A-Za-z]+/g) ?? [],
  ),
);
/** A run made of the words of listed untranslated texts (a row's name: its item and its labels). */
const isFallback = (run: string, words: ReadonlySet<string>) =>
  (run.match(/[A-Za-z]+/g) ?? []).every((word) => words.has(word));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const allowedPattern = new RegExp(allowed.map(escape).join('|'), 'g');
const arabicLetter = /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]+/;

/**
 * The runs of two or more Latin words with a lowercase letter in what a region shows and says
 * (text, alt, aria-label, title, placeholder), leaving out what is isolated as an identifier
 * (<bdi>, dir="ltr", a table cell marked data-ltr) and the allowed names. "M20" or "IP68" alone passes; "M16 to M75" does not.
 * English is allowed inside an element marked as English (lang="en", or en-GB…), its attributes
 * included: a text left untranslated is shown in English, marked so (components/ui/Text.tsx), which
 * is the translation's state, not a defect; English not so marked is one. An attribute cannot mark
 * part of itself: there a run of the words of listed untranslated texts is allowed.
 */
export async function englishIn(
  region: Locator,
  /** The words of the texts not translated yet: the content's, unless a test gives its own. */
  untranslated: ReadonlySet<string> = fallbackWords,
): Promise<string[]> {
  const texts = await region.evaluateAll((elements) => {
    const isolated =
      'bdi, [dir="ltr"], [data-ltr], [lang|="en" i], script, style, template, noscript';
    const out: { text: string; attribute: boolean }[] = [];
    for (const element of elements) {
      const copy = element.cloneNode(true) as HTMLElement;
      copy.querySelectorAll(isolated).forEach((node) => node.remove());
      // A closed menu or an unselected tab is shown later: read it too.
      copy.querySelectorAll('[hidden]').forEach((node) => node.removeAttribute('hidden'));
      const labelled = '[alt], [aria-label], [title], [placeholder]';
      for (const node of [copy, ...copy.querySelectorAll(labelled)])
        for (const name of ['alt', 'aria-label', 'title', 'placeholder'])
          if (node.getAttribute(name))
            out.push({ text: node.getAttribute(name)!, attribute: true });
      // innerText needs layout: render the copy off-screen, hidden from nobody but the eye.
      copy.style.cssText = 'position:absolute;inset-inline-start:-99999px;inline-size:1000px';
      copy.removeAttribute('id');
      document.body.append(copy);
      out.push(...copy.innerText.split('\n').map((text) => ({ text, attribute: false })));
      copy.remove();
    }
    return out;
  });
  const runs: string[] = [];
  for (const { text, attribute } of texts)
    for (const segment of text.replace(allowedPattern, ' ').split(arabicLetter)) {
      const words = segment.match(/[A-Za-z]+/g) ?? [];
      if (words.length < 2 || !words.some((word) => /[a-z]/.test(word))) continue;
      if (attribute && isFallback(segment.trim(), untranslated)) continue;
      runs.push(segment.trim());
    }
  return [...new Set(runs)];
}

/** Where an Arabic page must have no English: its main content and the site's frame. */
export const arabicRegions = [
  'main',
  'a[href="#main"]',
  'body > header nav',
  'footer h2',
  'footer nav',
].join(', ');
