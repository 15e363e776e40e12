import { describe, expect, it } from 'vitest';
import { tablesFor } from '@/lib/content/catalogue';

/** Issue 41's review: the table families a buyer must configure have options, translated. */
describe('table options', () => {
  it('are given for the families a buyer must configure, and translated on Arabic pages', () => {
    const options = (path: string, locale: 'en' | 'ar' = 'en') =>
      tablesFor(path, locale).flatMap((table) => table.options ?? []);
    const names = (path: string) => options(path).map((option) => option.name);
    expect(names('/GlandsAccessories')).toEqual(
      expect.arrayContaining(['Type', 'Material', 'Ex concept', 'Entry thread']),
    );
    expect(names('/Cableties').length).toBeGreaterThan(0);
    expect(names('/HeatShrink').length).toBeGreaterThan(0);
    expect(names('/TerminationTools').length).toBeGreaterThan(0);
    for (const path of ['/GlandsAccessories', '/Cableties', '/HeatShrink', '/TerminationTools']) {
      const [en, ar] = [options(path), options(path, 'ar')];
      expect(ar.length, path).toBe(en.length);
      ar.forEach((option, index) => {
        expect(option.values.length).toBe(en[index]!.values.length);
        expect(option.name, `${path} option ${index}`).toMatch(/[\u0600-\u06FF]/);
        expect(option.name).not.toBe(en[index]!.name);
      });
    }
  });
});
