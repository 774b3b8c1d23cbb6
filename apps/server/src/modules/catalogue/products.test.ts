import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { multipart } from '../../../test/multipart.ts';

describe('listing a book and uploading its photo', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const uploadedFiles = () => {
    const dir = path.join(ctx.config.dataDir, 'uploads', 'books');
    return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
  };
  const bookCount = async () =>
    Number(
      (
        await ctx.db
          .selectFrom('books')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const validBook = () => ({
    productName: 'Aguner Poroshmoni',
    image: 'https://images.example.com/cover.jpg',
    location: 'Dhaka',
    condition: 'Good',
    resale: '250',
    original: '500',
    purchage: '2021',
    year: '3',
    sellerName: 'Rahim',
    conatct: '01711000000',
    description: 'Clean copy',
    category: categoryId,
    author: 'Humayun Ahmed',
    isbn: '978-984-000000-0',
  });
  const post = (payload: unknown, user: TestUser = seller) =>
    ctx.app.inject({ method: 'POST', url: '/api/products', headers: user.auth, payload: payload as object });
  const upload = (filename: string, type: string, bytes: Buffer, user: TestUser = seller) => {
    const body = multipart(filename, type, bytes);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller', verified: true });
    categoryId = (await createCategory(ctx))._id;
  });
  afterAll(() => ctx.close());

  it('when a seller posts the spec payload, then the book is stored with the owner, email, time and isSold from the server', async () => {
    const res = await post({
      ...validBook(),
      email: 'someone-else@example.test',
      isSold: true,
      time: '1999-01-01T00:00:00.000Z',
      advertised: true,
    });
    expect(res.statusCode).toBe(201);
    const { insertedId, acknowledged } = res.json();
    expect(acknowledged).toBe(true);
    const all = (await ctx.app.inject({ url: '/api/allbooks?limit=100', headers: seller.auth })).json();
    const book = all.find((b: { _id: string }) => b._id === insertedId);
    expect(book).toMatchObject({
      productName: 'Aguner Poroshmoni',
      email: seller.user.email,
      isSold: false,
      advertised: false,
      resale: 250,
      original: 500,
      purchage: 2021,
      year: 3,
      conatct: '01711000000',
      author: 'Humayun Ahmed',
      isbn: '978-984-000000-0',
      sellerVerified: true,
    });
    expect(book.time).not.toBe('1999-01-01T00:00:00.000Z');
    expect(Date.now() - Date.parse(book.time)).toBeLessThan(60_000);
  });

  it('when numbers are text, negative, fractional or absurd, then 400 naming the field and nothing is stored', async () => {
    const before = await bookCount();
    const cases: Array<[Record<string, unknown>, RegExp]> = [
      [{ resale: 'abc' }, /Resale Price must be a whole number/],
      [{ original: '-5' }, /Original Price must be a whole number/],
      [{ resale: -5 }, /Resale Price must be between 0 and/],
      [{ year: '2.5' }, /Year of use must be a whole number/],
      [{ resale: '99999999' }, /Resale Price must be between/],
      [{ purchage: '1200' }, /Purchage Year must be between/],
      [{ purchage: String(new Date().getFullYear() + 5) }, /Purchage Year must be between/],
      [{ resale: '' }, /Resale Price is Required/],
      [{ productName: '   ' }, /Name is Required/],
      [{ condition: undefined }, /condotion is Required/],
      [{ description: 'x'.repeat(2001) }, /Description must be at most 2000 characters/],
      [{ productName: 'x'.repeat(121) }, /Name must be at most 120 characters/],
      [{ isbn: 'not an isbn' }, /ISBN/],
    ];
    for (const [change, message] of cases) {
      const res = await post({ ...validBook(), ...change });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message).toMatch(message);
    }
    expect(await bookCount()).toBe(before);
  });

  it('when the image is javascript:, data:, http:// or a private host, then 400 and nothing is stored', async () => {
    const before = await bookCount();
    for (const image of [
      'javascript:alert(1)',
      'data:image/png;base64,iVBORw0KGgo=',
      'http://images.example.com/a.jpg',
      'http://127.0.0.1/a.jpg',
      'https://127.0.0.1/a.jpg',
      'https://localhost/a.jpg',
      'https://10.0.0.5/a.jpg',
      'https://192.168.1.1/a.jpg',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/a.jpg',
      'https://user:pw@images.example.com/a.jpg',
      '/uploads/books/../../jwt-secret',
      '/uploads/books/0123456789abcdef01234567.webp',
    ]) {
      const res = await post({ ...validBook(), image });
      expect(res.statusCode, image).toBe(400);
    }
    expect(await bookCount()).toBe(before);
  });

  it('when the category does not exist, then 400 and nothing is stored', async () => {
    const before = await bookCount();
    const res = await post({ ...validBook(), category: 'nope' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('UNKNOWN_CATEGORY');
    expect(await bookCount()).toBe(before);
  });

  it('when a buyer or a visitor posts a book, then it is refused', async () => {
    const buyer = await createUser(ctx, { role: 'Buyer' });
    expect((await post(validBook(), buyer)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/products', payload: validBook() })).statusCode,
    ).toBe(401);
  });

  it('when a seller uploads a JPEG, then a bounded WebP and a thumbnail are stored, served with a long cache, and usable as the image', async () => {
    const jpeg = await sharp({
      create: { width: 2400, height: 1600, channels: 3, background: '#aa3300' },
    })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-place' } } })
      .toBuffer();
    const res = await upload('cover.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode).toBe(201);
    const { url, thumbnailUrl } = res.json();
    expect(url).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);
    const served = await ctx.app.inject({ url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toMatch(/max-age=31536000/);
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1200);
    expect(meta.exif).toBeUndefined();
    const thumb = await sharp((await ctx.app.inject({ url: thumbnailUrl })).rawPayload).metadata();
    expect(Math.max(thumb.width ?? 0, thumb.height ?? 0)).toBe(400);

    const created = await post({ ...validBook(), image: url });
    expect(created.statusCode).toBe(201);
  });

  it('when the file is text renamed .jpg, an SVG, a 20 MB file or not multipart, then 4xx and nothing is stored', async () => {
    const before = uploadedFiles().length;
    const text = await upload('cover.jpg', 'image/jpeg', Buffer.from('just some text, not a photo'));
    expect(text.statusCode).toBe(415);
    const svg = await upload(
      'cover.svg',
      'image/svg+xml',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(415);
    const fakeHeader = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('garbage')]);
    expect((await upload('broken.jpg', 'image/jpeg', fakeHeader)).statusCode).toBe(415);
    const huge = Buffer.alloc(20 * 1024 * 1024, 0);
    huge.set([0xff, 0xd8, 0xff, 0xe0]);
    const big = await upload('huge.jpg', 'image/jpeg', huge);
    expect(big.statusCode).toBe(413);
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads',
      headers: seller.auth,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(uploadedFiles().length).toBe(before);
  });

  it('when a buyer uploads, then 403', async () => {
    const buyer = await createUser(ctx, { role: 'Buyer' });
    const png = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect((await upload('a.png', 'image/png', png, buyer)).statusCode).toBe(403);
  });
});
