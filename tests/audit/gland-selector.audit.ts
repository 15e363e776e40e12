import { describe, expect, it } from 'vitest';
import { accessoriesFor, threadsOf } from '@/lib/gland/match';
import { glandSelectorFor } from '@/lib/content/gland-selector';
import { contentIn } from '@/lib/content/load';
import { chooseGland, conceptsFor, typeIds, type Area, type Concept } from '@/lib/gland/choice';

/**
 * The glands page's tables as the gland selector needs them today: every gland type the rules
 * propose is a row of the types table (by its name), and its Enclosure concepts cell lists the
 * concept it is proposed for; every metric and NPT thread of the sizes has a full accessory kit;
 * the Arabic selector is translated.
 */
const english = glandSelectorFor('/GlandsAccessories', 'en')!;
const arabic = glandSelectorFor('/GlandsAccessories', 'ar')!;
const page = contentIn('en').products.find((product) => product.path === '/GlandsAccessories')!;
const typesTable = page.tables!.find((table) => table.id === 'gland-types')!;

describe('the gland selector', () => {
  it('names only gland types the types table has, and every thread has a full kit', () => {
    const { sizes, types, accessories } = english.data;
    expect(sizes.length).toBeGreaterThan(5);
    const ids = types.map((type) => type.id);
    for (const id of Object.values(typeIds)) expect(ids).toContain(id);
    const threads = new Set(
      sizes.flatMap((row) => [...threadsOf(row, 'metric'), ...threadsOf(row, 'npt')]),
    );
    for (const thread of threads) {
      const kit = accessoriesFor(accessories, thread);
      expect(
        kit.map((item) => item.part),
        thread,
      ).toEqual(['shroud', 'earthTag', 'locknut', 'sealingWasher']);
      for (const item of kit) expect(item.spec, `${thread} ${item.name}`).not.toBe('');
      if (thread.endsWith('NPT'))
        for (const item of kit) expect(item.spec, `${thread} ${item.name}`).not.toMatch(/\bM\d+\b/);
    }
  });

  it('proposes for each enclosure concept only types whose concepts cell lists it', () => {
    const label: Record<Concept, string> = {
      db: 'Ex db',
      eb: 'Ex eb',
      tb: 'Ex tb',
      i: 'Ex i circuits',
    };
    for (const area of ['zone1', 'zone21'] as Area[])
      for (const concept of conceptsFor(area))
        for (const armour of ['none', 'wire'] as const)
          for (const type of chooseGland({
            area,
            concept,
            armour,
            compact: true,
            gasGroup: 'IIB',
            thread: 'metric',
            entry: 'threaded',
          }).types) {
            const row = typesTable.rows.find((entry) => entry.type === type);
            expect(row?.concepts, `${type} for ${concept}`).toContain(label[concept]);
          }
  });

  it('is translated in Arabic', () => {
    expect(arabic.text.heading).not.toBe(english.text.heading);
    expect(arabic.text.reasonExdBarrier).not.toBe(english.text.reasonExdBarrier);
    expect(arabic.data.accessories[0]!.items[0]!.name).not.toBe(
      english.data.accessories[0]!.items[0]!.name,
    );
  });
});
