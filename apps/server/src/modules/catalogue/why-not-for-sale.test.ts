// A book that is not for sale is refused with its reason's own rule code and the reason's words (decision 417).
import { describe, expect, it } from 'vitest';
import {
  EXCHANGED,
  HELD,
  notForSale,
  RESERVED,
  SOLD,
  SOLD_ELSEWHERE,
  WITHDRAWN,
} from './why-not-for-sale.ts';

describe('notForSale', () => {
  it('when a book is not for sale, then each reason has its own rule code and keeps its words', () => {
    const codes = [SOLD, SOLD_ELSEWHERE, WITHDRAWN, RESERVED, EXCHANGED, HELD].map((reason) => {
      const error = notForSale(reason);
      expect(error.message).toBe(reason);
      expect(error.status).toBe(409);
      return error.code;
    });
    expect(codes).toEqual([
      'BOOK_SOLD',
      'BOOK_SOLD',
      'BOOK_WITHDRAWN',
      'BOOK_RESERVED',
      'BOOK_EXCHANGED',
      'BOOK_HELD',
    ]);
  });

  it('when the reason is part of a longer sentence, then the sentence is the message and the code is the reason’s', () => {
    const error = notForSale(HELD, `Gitanjali: ${HELD}; this exchange cannot be accepted`);
    expect(error.message).toBe(`Gitanjali: ${HELD}; this exchange cannot be accepted`);
    expect(error.code).toBe('BOOK_HELD');
  });
});
