import { categoryWithBooksSchema, type ViewedBook } from '@boibazar/shared/catalogue';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { answerJsonSchema, createFastSerializerCompiler } from './fast-serializer.ts';

const book: ViewedBook = {
  _id: 'b1',
  productName: 'Padma "river" \u09AA\u09A6\u09CD\u09AE\u09BE \\ </script>',
  author: null,
  isbn: '978-984',
  image: '/uploads/demo/cover-1.webp',
  location: 'Dhaka',
  condition: 'Good',
  resale: 250,
  original: 500,
  year: 2,
  purchage: 2020,
  category: 'c1',
  time: '2026-01-02T03:04:05.000Z',
  sellerName: 'Rahim',
  sellerId: 'u1',
  sellerVerified: true,
  conatct: '01700000000',
  description: 'line one\nline two\u2028',
  email: 'rahim@example.test',
  isSold: false,
  advertised: false,
  cashOnDelivery: false,
  sendsByCourier: true,
  sellerRating: { average: 4.5, count: 2 },
  openToExchange: true,
  wants: 'Humayun "Ahmed" novels',
  exchangeState: null,
  heldForOffer: false,
  wishlisted: true,
};

const compile = (schema: z.ZodType, verify = false) =>
  createFastSerializerCompiler({ verify })({ schema, method: 'GET', url: '/test', httpStatus: '200' });

describe('precompiled answer serializers', () => {
  it('when a category page is written, then it parses to exactly what zod makes of it', () => {
    const answer = {
      _id: 'c1',
      categoryName: 'Novels',
      categoryNameBn: 'উপন্যাস',
      books: [book, { ...book, _id: 'b2', wishlisted: undefined }],
    };
    const output = compile(categoryWithBooksSchema)(answer);
    expect(JSON.parse(output)).toEqual(JSON.parse(JSON.stringify(categoryWithBooksSchema.parse(answer))));
    expect(categoryWithBooksSchema.safeParse(JSON.parse(output)).success).toBe(true);
  });

  it('when an answer has fields the schema does not name, then they are left out as zod would', () => {
    const output = compile(categoryWithBooksSchema)({
      _id: 'c1',
      categoryName: 'Novels',
      categoryNameBn: 'উপন্যাস',
      secret: 'password hash',
      books: [{ ...book, sellerPasswordHash: 'x' }],
    });
    expect(output).not.toContain('password hash');
    expect(output).not.toContain('sellerPasswordHash');
  });

  it('when a required field is missing, then writing fails instead of sending a broken answer', () => {
    const { _id: _, ...withoutId } = book;
    expect(() =>
      compile(categoryWithBooksSchema)({
        _id: 'c',
        categoryName: 'n',
        categoryNameBn: null,
        books: [withoutId],
      }),
    ).toThrow();
  });

  it('when nullable scalars are in the schema, then the JSON Schema writes them directly (no anyOf)', () => {
    const json = JSON.stringify(answerJsonSchema(categoryWithBooksSchema));
    expect(json).not.toContain('anyOf');
    expect(json).toContain('["string","null"]');
  });

  it('when verifying (outside production) and the answer breaks the schema, then it is refused', () => {
    expect(() =>
      compile(
        categoryWithBooksSchema,
        true,
      )({ _id: 'c', categoryName: 'n', categoryNameBn: null, books: [{ ...book, resale: 1.5 }] }),
    ).toThrow();
    expect(
      compile(
        categoryWithBooksSchema,
        true,
      )({ _id: 'c', categoryName: 'n', categoryNameBn: null, books: [book] }),
    ).toContain('"b1"');
  });

  it('when a schema has a type JSON Schema cannot express, then zod serialises it as before', () => {
    const schema = z.object({ when: z.date() });
    expect(answerJsonSchema(schema)).toBeUndefined();
    const when = new Date('2026-01-02T03:04:05.000Z');
    expect(JSON.parse(compile(schema)({ when }))).toEqual({ when: when.toISOString() });
  });
});
