import { describe, expect, it } from 'vitest';
import { typeset, unitViolations } from './typography';

describe('units and typography convention', () => {
  it('typeset writes the spec figures the way the site prints them', () => {
    expect(typeset('-55 to +125 C')).toBe('\u221255 to +125 °C');
    expect(typeset('1.5 to 1000 sq mm')).toBe('1.5 to 1000 mm²');
    expect(typeset('6.35/11kV')).toBe('6.35/11 kV');
    expect(typeset('16A to 600A')).toBe('16 A to 600 A');
    expect(typeset('M16 to M75')).toBe('M16 to M75');
    expect(typeset('0.15% max')).toBe('0.15 % max');
  });

  it('finds each kind of break of the convention', () => {
    const found = (text: string) => unitViolations(text).map((violation) => violation.match);
    expect(found('nylon ties to 85 C outdoors')).toEqual(['85 C']);
    expect(found('from -55 to +125 °C')).toEqual(['-55']);
    expect(found('1.5 to 1000 sq mm conductors')).toEqual(['sq mm']);
    expect(found('cables rated 6.35/11kV and 0.6/1kV')).toEqual(['6.35/11kV', '0.6/1kV']);
    expect(found('a 4-20 mA loop')).toEqual(['4-20 mA']);
    expect(found('water absorption 0.15% max')).toEqual(['0.15%']);
    expect(found('E1W glands, IEC 60079-14, M16 to M75, 316L, IP66/67/68, 2:1')).toEqual([]);
    expect(found('\u221255 to +125 °C, 1.5 to 1000 mm², 0.6/1 kV, 16 A to 600 A')).toEqual([]);
  });
});
