import { beforeAll, describe, expect, it } from 'vitest';
import { contentIn } from '@/lib/content/load';
import { decode, files, readText, rel, requireExport } from './export';

beforeAll(requireExport);

const en = contentIn('en');
const ar = contentIn('ar');

describe('selection tables', () => {
  it('every table on every page carries the typical-values note, in the page language', () => {
    for (const page of files().filter((path) => !path.includes('/_next/'))) {
      const html = readText(page);
      const tables = (html.match(/<table\b/g) ?? []).length;
      if (tables === 0) continue;
      const note = rel(page).startsWith('ar') ? ar.datasheet.typicalNote : en.datasheet.typicalNote;
      const notes = [...html.matchAll(/<p[^>]*data-typical-note=""[^>]*>([\s\S]*?)<\/p>/g)].map(
        (match) => decode(match[1]!.replace(/<[^>]+>/g, '')).trim(),
      );
      expect(notes.length, rel(page)).toBe(tables);
      for (const text of notes) expect(text, rel(page)).toBe(note);
    }
  });
});
