/**
 * The launch check's list (content/placeholders.yml): every invented value the site ships with,
 * where it is used and what the owner must do. `npm run launch-check` (scripts/launch-check.ts)
 * lists those still in place and fails while any remain; the table of content/PLACEHOLDERS.md is
 * written from the same list.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';

const entry = z.strictObject({
  group: z.string().min(1),
  what: z.string().min(1),
  file: z.string().min(1).describe('From the repository root: content/site.yml, .env.production'),
  field: z.string().min(1).describe("A path into the file, '[]' for any item: clients[].name"),
  value: z.string().min(1),
  arabic: z
    .string()
    .min(1)
    .optional()
    .describe(
      'The value as the Arabic twin (the .ar.yml beside the file) holds it at the same field, where it is written otherwise: a name in Arabic script, a translated sentence. Without it, the twin is checked for the value itself.',
    ),
  action: z.string().min(1),
});
export type Placeholder = z.infer<typeof entry>;

export const placeholderList = 'content/placeholders.yml';

export function readPlaceholders(root: string): Placeholder[] {
  return z.array(entry).parse(parse(readFileSync(join(root, placeholderList), 'utf8')));
}

/** The values a path reaches in parsed YAML: 'clients[].name' is the name of every client. */
function valuesAt(data: unknown, path: string): unknown[] {
  let found: unknown[] = [data];
  for (const part of path.split('.')) {
    const key = part.replace(/\[\]$/, '');
    found = found.flatMap((value) => {
      const child =
        value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;
      if (!part.endsWith('[]')) return child === undefined ? [] : [child];
      return Array.isArray(child) ? child : [];
    });
  }
  return found;
}

/** A variable of a dotenv file, as the build reads it: the environment, then .local, then the file. */
function envValue(root: string, file: string, name: string): string | undefined {
  if (process.env[name] !== undefined) return process.env[name];
  for (const path of [`${file}.local`, file]) {
    if (!existsSync(join(root, path))) continue;
    const line = readFileSync(join(root, path), 'utf8')
      .split('\n')
      .find((text) => text.startsWith(`${name}=`));
    if (line !== undefined) return line.slice(name.length + 1).trim();
  }
  return undefined;
}

/** Whether a file still holds the value where the list says it is. */
function holds(root: string, file: string, field: string, value: string): boolean {
  const path = join(root, file);
  if (/(^|\/)\.env/.test(file)) return envValue(root, file, field)?.includes(value) ?? false;
  if (!existsSync(path)) return false;
  const text = readFileSync(path, 'utf8');
  if (!file.endsWith('.yml')) return text.includes(value);
  return valuesAt(parse(text), field).some((found) =>
    (typeof found === 'string' || typeof found === 'number' ? String(found) : '').includes(value),
  );
}

/** The Arabic twin of a content file: content/home.yml → content/home.ar.yml. */
const arabicTwin = (file: string) =>
  file.endsWith('.yml') && !file.endsWith('.ar.yml')
    ? file.replace(/\.yml$/, '.ar.yml')
    : undefined;

/**
 * Where a placeholder is still in place: its file, and the Arabic twin of that file while the twin
 * still holds it (a value replaced in English alone still shows on the Arabic page).
 */
export function placesOf(
  root: string,
  placeholder: Placeholder,
): { file: string; value: string }[] {
  const { file, field, value, arabic } = placeholder;
  const places = holds(root, file, field, value) ? [{ file, value }] : [];
  const twin = arabicTwin(file);
  if (twin && holds(root, twin, field, arabic ?? value))
    places.push({ file: twin, value: arabic ?? value });
  return places;
}

export const remainingPlaceholders = (root: string) =>
  readPlaceholders(root).filter((placeholder) => placesOf(root, placeholder).length > 0);

const cell = (text: string) => text.replace(/\|/g, '\\|');

/** The register's table, grouped as the list is: written into content/PLACEHOLDERS.md. */
function registerTable(placeholders: Placeholder[]): string {
  const groups = [...new Set(placeholders.map((placeholder) => placeholder.group))];
  return groups
    .map((group) =>
      [
        `### ${group}`,
        '',
        '| What | File and field | Placeholder | What to do |',
        '| --- | --- | --- | --- |',
        ...placeholders
          .filter((placeholder) => placeholder.group === group)
          .map(
            ({ what, file, field, value, arabic, action }) =>
              `| ${cell(what)} | \`${file}\` \`${field}\` | ${cell(value)}${arabic ? ` (Arabic: ${cell(arabic)})` : ''} | ${cell(action)} |`,
          ),
      ].join('\n'),
    )
    .join('\n\n');
}

const registerStart = '<!-- launch-check: written from content/placeholders.yml -->';
const registerEnd = '<!-- launch-check: end -->';

/** content/PLACEHOLDERS.md with its launch-check table written from the list. */
export function withRegister(markdown: string, placeholders: Placeholder[]): string {
  const start = markdown.indexOf(registerStart);
  const end = markdown.indexOf(registerEnd);
  if (start < 0 || end < start) throw new Error(`PLACEHOLDERS.md lacks the ${registerStart} block`);
  return `${markdown.slice(0, start)}${registerStart}\n\n${registerTable(placeholders)}\n\n${markdown.slice(end)}`;
}
