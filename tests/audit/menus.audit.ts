import { describe, expect, it } from 'vitest';
import { audited, auditedRouteTexts } from './content';

/** Spec §2, header and /product: the Products menu and the category cards of today. */
const { hubs } = audited();

describe('the Products menu and cards', () => {
  it('the menu has the eleven entries in the spec order', () => {
    expect(hubs.product.menu).toEqual([
      '/product-detail',
      '/ipconnectors',
      '/PowerInstrumentation',
      '/GlandsAccessories',
      '/TerminationTools',
      '/LabellingSystems',
      '/CableManagementSystem',
      '/Cableties',
      '/HeatShrink',
      '/GroundPowerSupply',
      '/InstrumentationBulk',
    ]);
  });

  it('/product has ten category cards, the in-ground units only in the menu', () => {
    expect(hubs.product.pages).not.toContain('/GroundPowerSupply');
    expect(hubs.product.pages).toHaveLength(10);
  });
});

describe('page texts', () => {
  it('every description is 70 to 200 characters and every tagline more than 20', () => {
    const short = Object.entries(auditedRouteTexts()).filter(
      ([, text]) =>
        text.description.length < 70 || text.description.length > 200 || text.tagline.length <= 20,
    );
    expect(short.map(([path]) => path)).toEqual([]);
  });
});
