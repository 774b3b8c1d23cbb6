import { describe, expect, it } from 'vitest';
import { imageProblem, newBookSchema } from './catalogue.ts';

describe('imageProblem', () => {
  it('when the address is our upload or https on a public host, then it is accepted', () => {
    for (const ok of [
      '/uploads/books/0123456789abcdef01234567.webp',
      'https://images.example.com/cover.jpg',
      'https://i.ibb.co/abc/cover.png?x=1',
    ])
      expect(imageProblem(ok), ok).toBeUndefined();
  });

  it('when the address could reach the viewer’s own machine or network, or is not https, then it is refused', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/svg+xml,<svg/>',
      'http://images.example.com/a.jpg',
      'ftp://images.example.com/a.jpg',
      'https://localhost/a.jpg',
      'https://app.localhost/a.jpg',
      'https://printer.local/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://0x7f000001/a.jpg', // the URL parser turns this into 127.0.0.1
      'https://2130706433/a.jpg',
      'https://10.1.2.3/a.jpg',
      'https://172.16.0.1/a.jpg',
      'https://192.168.0.10/a.jpg',
      'https://169.254.169.254/latest',
      'https://100.64.0.1/a.jpg',
      'https://[::1]/a.jpg',
      'https://[::ffff:127.0.0.1]/a.jpg',
      'https://intranet/a.jpg',
      'https://user:secret@images.example.com/a.jpg',
      '/uploads/books/../../jwt-secret',
      '/uploads/demo/cover-1.webp',
      'cover.jpg',
    ])
      expect(imageProblem(bad), bad).toBeDefined();
  });
});

describe('newBookSchema numbers', () => {
  const base = {
    productName: 'A',
    image: 'https://images.example.com/a.jpg',
    location: 'Dhaka',
    condition: 'Good',
    resale: '250',
    original: 500,
    purchage: '2020',
    year: ' 3 ',
    sellerName: 'S',
    conatct: '017',
    description: 'D',
    category: 'c',
  };

  it('when numbers come as digit strings or numbers, then they become whole numbers', () => {
    const parsed = newBookSchema.parse(base);
    expect([parsed.resale, parsed.original, parsed.purchage, parsed.year]).toEqual([250, 500, 2020, 3]);
    expect(parsed.author).toBeNull();
  });

  it('when a number is text, negative, fractional, exponent or empty, then the field’s own message', () => {
    const message = (change: object) =>
      newBookSchema.safeParse({ ...base, ...change }).error?.issues.map((i) => i.message);
    expect(message({ resale: 'abc' })).toEqual(['Resale Price must be a whole number']);
    expect(message({ resale: '1e3' })).toEqual(['Resale Price must be a whole number']);
    expect(message({ resale: '0x10' })).toEqual(['Resale Price must be a whole number']);
    expect(message({ year: 1.5 })).toEqual(['Year of use must be a whole number']);
    expect(message({ original: -1 })).toEqual(['Original Price must be between 0 and 1000000']);
    expect(message({ purchage: '' })).toEqual(['Purchage Year is Required']);
    expect(message({ purchage: undefined })).toEqual(['Purchage Year is Required']);
  });
});
