import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { site } from '@/lib/content/site';
import { htmlFor, readableText, readText, requireExport } from '../unit/export';

beforeAll(requireExport);

const root = join(__dirname, '../..');
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.tsx?$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

describe('where the identity comes from', () => {
  it('opening days and the reply promise come from content/site.yml, not from components', () => {
    for (const file of [...sourceFiles('components'), ...sourceFiles('app')]) {
      const source = readFileSync(join(root, file), 'utf8');
      expect(source, file).not.toContain(site.openingDays);
      expect(source, file).not.toContain(site.replyTime);
    }
    expect(readableText(readText(htmlFor('/contact-us')))).toContain(site.openingDays);
    expect(readableText(readText(htmlFor('/')))).toContain(site.replyTime);
  });
});
