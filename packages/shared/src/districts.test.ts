import { describe, expect, it } from 'vitest';
import { BANGLADESH_DISTRICTS } from './districts.ts';

describe('BANGLADESH_DISTRICTS', () => {
  it('when the picker lists the districts, then there are 64, unique and in alphabetical order', () => {
    expect(BANGLADESH_DISTRICTS).toHaveLength(64);
    expect(new Set(BANGLADESH_DISTRICTS).size).toBe(64);
    expect([...BANGLADESH_DISTRICTS].sort((a, b) => a.localeCompare(b))).toEqual([...BANGLADESH_DISTRICTS]);
  });
});
