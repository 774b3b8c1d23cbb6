import { describe, expect, it } from 'vitest';
import { BANGLADESH_DISTRICTS, DISTRICT_NAMES_BN, districtName } from './districts.ts';

describe('BANGLADESH_DISTRICTS', () => {
  it('when the picker lists the districts, then there are 64, unique and in alphabetical order', () => {
    expect(BANGLADESH_DISTRICTS).toHaveLength(64);
    expect(new Set(BANGLADESH_DISTRICTS).size).toBe(64);
    expect([...BANGLADESH_DISTRICTS].sort((a, b) => a.localeCompare(b))).toEqual([...BANGLADESH_DISTRICTS]);
  });

  it('when a district is read in Bangla, then every one of the 64 has its own Bangla name', () => {
    expect(Object.keys(DISTRICT_NAMES_BN).sort()).toEqual([...BANGLADESH_DISTRICTS].sort());
    expect(new Set(Object.values(DISTRICT_NAMES_BN)).size).toBe(64);
    for (const name of Object.values(DISTRICT_NAMES_BN)) expect(name).toMatch(/^[\u0980-\u09FF]+$/);
    expect(districtName('Sylhet', 'bn')).toBe('সিলেট');
    expect(districtName("Cox's Bazar", 'bn')).toBe('কক্সবাজার');
    expect(districtName('Sylhet', 'en')).toBe('Sylhet');
    expect(districtName('Zindabazar, Sylhet', 'bn')).toBe('Zindabazar, Sylhet');
  });
});
