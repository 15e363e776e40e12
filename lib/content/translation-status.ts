/** The admin page that lists the Arabic texts still shown in English: out-admin/admin/translations/ (the admin's own site). */
import { handWrittenHead } from '@/deploy/security.mjs';
import { collections } from './schema';
import type { Untranslated } from './load';

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[char]};`);

/** The admin's address of the entry a translation file belongs to. */
function entryLink(file: string): string {
  const [, folder, name] = /^content\/(?:([^/]+)\/)?([^/.]+)\.ar\.yml$/.exec(file) ?? [];
  if (!name) return '/admin/';
  for (const collection of Object.values(collections)) {
    if (collection.type === 'file' && !folder && collection.file === `${name}.yml`)
      return `/admin/#/collections/${collection.name}/entries/${collection.name}`;
    // The spec's pages of a folder are entries of a collection of files; the added ones a folder.
    if (collection.type === 'folder' && collection.folder === folder)
      return `/admin/#/collections/${collection.name}/entries/${name}`;
    if (collection.type === 'folder' && 'added' in collection && collection.added === folder)
      return `/admin/#/collections/${folder}/entries/${name}`;
  }
  return '/admin/';
}

/** The page, under the admin's Content-Security-Policy `policy` (read from its own page). */
export function statusPage(untranslated: Untranslated[], policy: string): string {
  const byFile = new Map<string, Untranslated[]>();
  for (const entry of untranslated) {
    const file = entry.where.split(': ')[0]!;
    byFile.set(file, [...(byFile.get(file) ?? []), entry]);
  }
  const sections = [...byFile].map(
    ([file, entries]) => `<section>
<h2><a href="${entryLink(file)}">${escape(file)}</a> (${entries.length})</h2>
<table><thead><tr><th>Field</th><th>English shown meanwhile</th></tr></thead><tbody>
${entries
  .map(
    (entry) =>
      `<tr><td><code>${escape(entry.where.slice(file.length + 2))}</code>${entry.same ? '<br />(the Arabic box holds this English text)' : ''}</td><td lang="en">${escape(entry.text)}</td></tr>`,
  )
  .join('\n')}
</tbody></table>
</section>`,
  );
  return `<!doctype html>
<html lang="en">
<head>
${handWrittenHead(escape(policy)).join('\n')}
<meta name="viewport" content="width=device-width, initial-scale=1" />
<title>Arabic texts to translate</title>
<style>
body { font: 16px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding-inline: 1rem; }
table { border-collapse: collapse; inline-size: 100%; }
th, td { border: 1px solid #ccd; padding: 0.25rem 0.5rem; text-align: start; vertical-align: top; }
a:focus-visible { outline: 3px solid #1d4ed8; outline-offset: 2px; }
</style>
</head>
<body>
<main>
<h1>Arabic texts to translate</h1>
<p>${
    untranslated.length === 0
      ? 'Every text has its Arabic translation.'
      : `${untranslated.length} text${untranslated.length === 1 ? '' : 's'} on the Arabic pages ${untranslated.length === 1 ? 'is' : 'are'} still shown in English. Open the entry, switch to Arabic (ar) and fill in each field listed; the page shows the English until then.`
  }</p>
${sections.join('\n')}
<p><a href="/admin/">Back to the content admin</a></p>
</main>
</body>
</html>
`;
}
