import { describe, expect, it } from 'vitest';
import { accessoriesFor, typeIds } from '@/components/selector/match';
import { glandSelectorFor } from '@/lib/content/gland-selector';

/**
 * The glands page's tables as the gland selector needs them today: every gland type the selector
 * proposes is a row of the types table (by its name), every metric thread has a full accessory kit,
 * and the Arabic selector is translated. (The selector reads the page's tables: an editor who
 * renames a type changes what it can propose; issue 41 reworks it.)
 */
const english = glandSelectorFor('/GlandsAccessories', 'en')!;
const arabic = glandSelectorFor('/GlandsAccessories', 'ar')!;

describe('the gland selector', () => {
  it('names only gland types the types table has, and every metric thread has a full kit', () => {
    const { sizes, types, accessories } = english.data;
    expect(sizes.length).toBeGreaterThan(5);
    const ids = types.map((type) => type.id);
    for (const id of Object.values(typeIds)) expect(ids).toContain(id);
    for (const thread of new Set(sizes.flatMap((row) => row.threads))) {
      const kit = accessoriesFor(accessories, thread);
      expect(kit.length, thread).toBeGreaterThanOrEqual(4);
      for (const item of kit) expect(item.spec, `${thread} ${item.name}`).not.toBe('');
    }
  });

  it('is translated in Arabic', () => {
    expect(arabic.text.heading).not.toBe(english.text.heading);
    expect(arabic.data.accessories[0]!.items[0]!.name).not.toBe(
      english.data.accessories[0]!.items[0]!.name,
    );
  });
});
