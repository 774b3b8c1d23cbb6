import { describe, expect, it } from 'vitest';
import { isValidIsbn, normaliseIsbn, workKey } from './isbn.ts';

describe('normaliseIsbn', () => {
  it('when an ISBN-13 is typed with hyphens or spaces, then it comes back bare', () => {
    expect(normaliseIsbn('978-0-306-40615-7')).toBe('9780306406157');
    expect(normaliseIsbn(' 978 0 306 40615 7 ')).toBe('9780306406157');
  });

  it('when an ISBN-10 is typed, then its ISBN-13 comes back (X as check digit too)', () => {
    expect(normaliseIsbn('0-306-40615-2')).toBe('9780306406157');
    expect(normaliseIsbn('0-8044-2957-x')).toBe('9780804429573');
  });

  it('when it is typed in Bengali digits, then it is the same ISBN', () => {
    expect(normaliseIsbn('৯৭৮-০-৩০৬-৪০৬১৫-৭')).toBe('9780306406157');
    expect(normaliseIsbn('০৩০৬৪০৬১৫২')).toBe('9780306406157');
  });

  it('when the check digit is wrong, the length is wrong or there are letters, then it is refused', () => {
    for (const bad of [
      '978-0-306-40615-8',
      '0-306-40615-3',
      '97803064061',
      '978030640615777',
      'X306406152',
      '978-0-306-4O615-7',
      '1234567890123',
      '',
    ])
      expect(isValidIsbn(bad), bad).toBe(false);
  });
});

describe('workKey', () => {
  it('when title and author differ only in case, punctuation, spaces or digits’ script, then the key is one', () => {
    expect(workKey('Himu  Rimande!', 'Humayun Ahmed')).toBe(workKey('himu rimande', 'HUMAYUN AHMED.'));
    expect(workKey('১৯৮৪', 'George Orwell')).toBe(workKey('1984', 'george orwell'));
    expect(workKey('Himu', 'Humayun Ahmed')).not.toBe(workKey('Himu', null));
  });
});
