import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { format, resolveConfig } from 'prettier';
import { parse, stringify } from 'yaml';
import {
  placeholderList,
  placesOf,
  readPlaceholders,
  remainingPlaceholders,
  withRegister,
  type Placeholder,
} from '@/lib/content/placeholders';

/**
 * `npm run launch-check` over today's content (every placeholder of the list is still in place, so
 * it fails and names each) and over copies of it: a placeholder added to the list is listed, one
 * replaced in content is not, and none left lets the site go live.
 */
const root = join(__dirname, '../..');
const copies: string[] = [];
afterAll(() => copies.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const emailVariables = [
  'NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
  'NEXT_PUBLIC_EMAILJS_SERVICE_ID',
  'NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
];
const env = { ...process.env };
for (const name of [...emailVariables, 'NEXT_PUBLIC_DEPLOY_TARGET']) delete env[name];

function launchCheck(at: string, deploy?: string, built?: string) {
  const args = ['tsx', 'scripts/launch-check.ts', '--root', at];
  const run = spawnSync('npx', deploy ? [...args, '--deploy', deploy] : args, {
    cwd: root,
    encoding: 'utf8',
    env: built ? { ...env, NEXT_PUBLIC_DEPLOY_TARGET: built } : env,
  });
  return { status: run.status, lines: run.stdout.trim().split('\n') };
}

/** A copy of every file the list points to, and of the list. */
function copyOfRepository(): string {
  const dir = mkdtempSync(join(tmpdir(), 'launch-check-'));
  copies.push(dir);
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  for (const { file } of readPlaceholders(root))
    if (!file.startsWith('content/')) {
      mkdirSync(dirname(join(dir, file)), { recursive: true });
      cpSync(join(root, file), join(dir, file));
    }
  return dir;
}

const editYaml = (dir: string, file: string, edit: (data: never) => void) => {
  const data = parse(readFileSync(join(dir, file), 'utf8'));
  edit(data as never);
  writeFileSync(join(dir, file), stringify(data));
};

/** An entry whose value, English and Arabic, is no longer anywhere: as if the owner replaced it. */
const replacedEverywhere = (entry: Placeholder): Placeholder => ({
  ...entry,
  value: `${entry.value} (replaced)`,
  ...(entry.arabic ? { arabic: `${entry.arabic} (replaced)` } : {}),
});

describe('npm run launch-check', () => {
  const list = readPlaceholders(root);

  it('finds every placeholder of the list in today’s content (no entry points at a wrong field)', () => {
    const key = ({ file, field, value }: Placeholder) => `${file} ${field} ${value}`;
    expect(remainingPlaceholders(root).map(key)).toEqual(list.map(key));
  });

  it('covers company identity, phones, address, map, e-mails, social links, EmailJS, the admin, makers, clients, testimonials, certifications, authors, the developer credit and Ex claims', () => {
    const fields = list.map(({ file, field }) => `${file} ${field}`);
    for (const needed of [
      'content/site.yml name',
      'content/site.yml legalName',
      'content/site.yml phones.office.display',
      'content/site.yml address.street',
      'content/site.yml geo.latitude',
      'content/site.yml email',
      'content/site.yml social[].href',
      '.env.production NEXT_PUBLIC_EMAILJS_SERVICE_ID',
      '.env.production NEXT_PUBLIC_EMAILJS_TEMPLATE_ID',
      '.env.production NEXT_PUBLIC_EMAILJS_PUBLIC_KEY',
      'lib/content/admin-config.ts repository.repo',
      'content/site.yml glandReference',
      'content/industries/oilgas.yml sections[].heading',
      'content/home.yml clients[].name',
      'content/home.yml testimonials[].name',
      'content/home.yml certifications[].name',
      'content/articles/blogdetail.yml author',
      'content/site.yml developer.name',
      'content/site.yml exWorkshop',
      'content/site.yml exCompetence',
    ])
      expect(fields, needed).toContain(needed);
  });

  it('fails on today’s content and names each placeholder with its file and field', () => {
    const { status, lines } = launchCheck(root);
    expect(status).toBe(1);
    for (const { file, field, value } of list)
      expect(lines, `${file} ${field}`).toContain(
        lines.find((line) => line.startsWith(`${file}  ${field}  "${value}"`)),
      );
    // One line per file that still holds a placeholder: its file, and its Arabic twin.
    const places = list.flatMap((entry) => placesOf(root, entry));
    expect(places.filter(({ file }) => file.endsWith('.ar.yml')).length).toBeGreaterThan(0);
    expect(
      lines.filter(
        (line) => line.startsWith('content/') || line.startsWith('.env') || line.startsWith('lib/'),
      ),
    ).toHaveLength(places.length);
  });

  it('lists a placeholder added to the list, and no longer one replaced in content', () => {
    const dir = copyOfRepository();
    const added: Placeholder = {
      group: 'Test',
      what: 'A job opening the owner has not confirmed',
      file: 'content/career.yml',
      field: 'jobs.openings[].title',
      value: 'Storekeeper',
      action: 'Confirm the opening or delete it.',
    };
    const withAdded = [...readPlaceholders(dir), added];
    writeFileSync(join(dir, placeholderList), stringify(withAdded));
    const replaced = list.find((entry) => entry.field === 'developer.name')!;
    editYaml(dir, 'content/site.yml', (site: { developer: { name: string } }) => {
      site.developer.name = 'The real developer';
    });

    const { status, lines } = launchCheck(dir);
    expect(status).toBe(1);
    const named = (entry: Placeholder) =>
      lines.some((line) => line.startsWith(`${entry.file}  ${entry.field}  "${entry.value}"`));
    expect(named(replaced)).toBe(false);
    expect(named(added)).toBe(true);
    expect(remainingPlaceholders(dir)).toHaveLength(withAdded.length - 1);
  });

  it('names a placeholder replaced in English alone by its Arabic twin, where the Arabic page still shows it', () => {
    const dir = copyOfRepository();
    // A name kept as it is in the Arabic file, and one written there in Arabic script.
    const client = list.find((entry) => entry.field === 'clients[].name')!;
    const author = list.find((entry) => entry.field === 'author' && entry.arabic)!;
    editYaml(dir, client.file, (home: { clients: { name: string }[] }) => {
      for (const item of home.clients) if (item.name === client.value) item.name = 'A real client';
    });
    editYaml(dir, author.file, (article: { author: string }) => {
      article.author = 'The real author, Engineer';
    });
    const { status, lines } = launchCheck(dir);
    expect(status).toBe(1);
    const twin = (file: string) => file.replace(/\.yml$/, '.ar.yml');
    const line = (file: string, entry: Placeholder, value: string) =>
      lines.some((text) => text.startsWith(`${file}  ${entry.field}  "${value}"`));
    expect(line(client.file, client, client.value)).toBe(false);
    expect(line(twin(client.file), client, client.value)).toBe(true);
    expect(line(author.file, author, author.value)).toBe(false);
    expect(line(twin(author.file), author, author.arabic!)).toBe(true);
    // Replaced in the Arabic file too, it is gone.
    editYaml(dir, twin(author.file), (article: { author: string }) => {
      article.author = 'المؤلف الحقيقي';
    });
    expect(placesOf(dir, author)).toEqual([]);
  });

  it('lets the site go live when no placeholder is left', () => {
    const dir = copyOfRepository();
    writeFileSync(join(dir, placeholderList), stringify(list.map(replacedEverywhere)));
    const { status, lines } = launchCheck(dir);
    expect(lines.at(-1)).toMatch(/no placeholder left/);
    expect(status).toBe(0);
  });

  it('the publish workflow: a production deploy is refused while placeholders remain, a preview goes ahead with its banner', () => {
    const workflow = readFileSync(join(root, '.github/workflows/deploy.yml'), 'utf8');
    expect(workflow).toContain('scripts/launch-check.ts --deploy "$NEXT_PUBLIC_DEPLOY_TARGET"');
    const production = launchCheck(root, 'production', 'production');
    expect(production.status).toBe(1);
    expect(production.lines.at(-1)).toMatch(/production deploy refused: \d+ placeholder/);
    const preview = launchCheck(root, 'preview', 'preview');
    expect(preview.status).toBe(0);
    expect(preview.lines.at(-1)).toMatch(/preview deploy: \d+ placeholder.*preview banner/);
    // The build and the deploy agree: a preview shows its banner, a production page never does.
    expect(launchCheck(root, 'preview').status).toBe(1);
    expect(launchCheck(root, 'production', 'preview').status).toBe(1);
    expect(launchCheck(root, 'staging', 'preview').status).toBe(1);
  });

  it('lets a production deploy go live once no placeholder is left', () => {
    const dir = copyOfRepository();
    writeFileSync(join(dir, placeholderList), stringify(list.map(replacedEverywhere)));
    expect(launchCheck(dir, 'production', 'production').status).toBe(0);
  });

  it('writes the register table of content/PLACEHOLDERS.md from the list (npm run launch-check -- --write)', async () => {
    const register = join(root, 'content/PLACEHOLDERS.md');
    const markdown = readFileSync(register, 'utf8');
    const options = { ...(await resolveConfig(register)), filepath: register };
    expect(await format(withRegister(markdown, list), options)).toBe(markdown);
  });
});
