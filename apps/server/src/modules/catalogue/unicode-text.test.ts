// Issue 11 item 8: text typed in another Unicode form (decomposed 'é', Bangla vowel signs in two code
// points) is stored in NFC and searched in NFC, so the same words match on both databases
// (docs/decisions/114-unicode-nfc.md).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createCategory,
  createPostgresDatabase,
  createTestApp,
  createUser,
  testDialect,
  type TestContext,
  type TestUser,
  listThroughApi,
} from '../../../test/test-app.ts';
import { migrateToLatest, openDatabase } from '../../db/database.ts';
import { migrations } from '../../db/migrations/index.ts';
import { up as normaliseStoredText } from '../../db/migrations/110-unicode-nfc.ts';
import { insertUser } from '../identity/index.ts';
import { normaliseText } from '../../plugins/input-guard.ts';

const NFD = (text: string) => text.normalize('NFD');
const NFC = (text: string) => text.normalize('NFC');
// 'Gora' in Bangla: the vowel sign O (U+09CB) is one code point in NFC, E + AA (U+09C7 U+09BE) in NFD.
const GORA = 'গোরা';
// 'Somoy': YYA as one code point (U+09DF) is what some keyboards type; its NFC is YA + NUKTA (U+09AF U+09BC).
const SOMOY_TYPED = 'সম\u09DF';

describe('Unicode NFC on the way in and in search', () => {
  let ctx: TestContext;
  let seller: TestUser;
  let categoryId: string;
  const ids = (res: { json(): unknown }) => (res.json() as Array<{ _id: string }>).map((b) => b._id).sort();
  const search = (q: string) => ctx.app.inject({ url: `/api/search?q=${encodeURIComponent(q)}` });

  beforeAll(async () => {
    ctx = await createTestApp();
    seller = await createUser(ctx, { role: 'Seller' });
    categoryId = (await createCategory(ctx))._id;
  });
  afterAll(() => ctx.close());

  const listed = (overrides: Record<string, string>) => listThroughApi(ctx, seller, categoryId, overrides);

  const stored = (id: string) =>
    ctx.db
      .selectFrom('books')
      .select(['product_name', 'author', 'description', 'location', 'seller_name'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('when a listing is typed decomposed, then it is stored in NFC and a composed search finds it', async () => {
    const tag = randomBytes(3).toString('hex');
    const cafe = await listed({
      productName: NFD(`Café ${tag}`),
      author: NFD('Zoë Brontë'),
      description: NFD(`Stories of the Café ${GORA}`),
      location: NFD('Gazipur Sadar, Séction 2'),
      sellerName: NFD('Renée'),
    });
    expect(NFD(`Café ${tag}`)).not.toBe(NFC(`Café ${tag}`));
    expect(await stored(cafe)).toEqual({
      product_name: NFC(`Café ${tag}`),
      author: NFC('Zoë Brontë'),
      description: NFC(`Stories of the Café ${GORA}`),
      location: NFC('Gazipur Sadar, Séction 2'),
      seller_name: NFC('Renée'),
    });
    expect(ids(await search(NFC(`Café ${tag}`)))).toEqual([cafe]);
    expect(ids(await search(NFC(`zoë ${tag}`)))).toEqual([cafe]);
  });

  it('when a listing is typed composed and the search decomposed, then the search finds it', async () => {
    const tag = randomBytes(3).toString('hex');
    const cafe = await listed({ productName: NFC(`Crème ${tag}`) });
    expect(ids(await search(NFD(`crème ${tag}`)))).toEqual([cafe]);
  });

  it('when Bangla is typed in either form, then it is stored in NFC and found by the other form', async () => {
    const tag = randomBytes(3).toString('hex');
    const gora = await listed({ productName: `${NFD(GORA)} ${tag}`, location: NFD('মোহাম্মদপুর, ঢাকা') });
    const somoy = await listed({ productName: `${SOMOY_TYPED} ${tag}` });
    expect(NFD(GORA)).not.toBe(GORA);
    expect(NFD('মোহাম্মদপুর')).not.toBe('মোহাম্মদপুর');
    expect(NFC(SOMOY_TYPED)).not.toBe(SOMOY_TYPED);
    expect((await stored(gora)).product_name).toBe(`${GORA} ${tag}`);
    expect((await stored(somoy)).product_name).toBe(`${NFC(SOMOY_TYPED)} ${tag}`);
    expect(ids(await search(`${GORA} ${tag}`))).toEqual([gora]);
    expect(ids(await search(`${NFC(SOMOY_TYPED)} ${tag}`))).toEqual([somoy]);
    expect(ids(await search(`${SOMOY_TYPED} ${tag}`))).toEqual([somoy]);
    // The location filter compares prefixes: the typed form does not matter either.
    const inDhaka = await ctx.app.inject({
      url: `/api/search?q=${tag}&location=${encodeURIComponent(NFD('মোহাম্মদ'))}`,
    });
    expect(ids(inDhaka)).toEqual([gora]);
  });

  it('when a person signs up with a decomposed name and password, then the name is stored in NFC and the password works exactly as typed', async () => {
    const email = `nfc.${randomBytes(4).toString('hex')}@example.test`;
    const password = NFD('pässwörd for Zoë');
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: NFD('Zoë Ahmed'), email, password, image: 'https://images.example.com/me.jpg' },
    });
    expect(signup.statusCode, signup.body).toBe(201);
    expect(signup.json().user.name).toBe(NFC('Zoë Ahmed'));
    const row = await ctx.db.selectFrom('users').select('name').where('email', '=', email).executeTakeFirst();
    expect(row?.name).toBe(NFC('Zoë Ahmed'));
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('when text was stored decomposed before this change, then the migration brings it to NFC and search finds it', async () => {
    const tag = randomBytes(3).toString('hex');
    const old = await createBook(ctx, seller, { productName: NFD(`Café ${GORA} ${tag}`), categoryId });
    const composed = await createCategory(ctx, NFC(`Café ${tag}`));
    const decomposed = await createCategory(ctx, NFD(`Café ${tag}`));
    const renamed = await createCategory(ctx, NFD(`Crème ${tag}`));

    await normaliseStoredText(ctx.db);

    expect((await stored(old._id)).product_name).toBe(NFC(`Café ${GORA} ${tag}`));
    expect(ids(await search(NFC(`café ${tag}`)))).toEqual([old._id]);
    const names = Object.fromEntries(
      (
        await ctx.db
          .selectFrom('categories')
          .select(['id', 'name'])
          .where('id', 'in', [composed._id, decomposed._id, renamed._id])
          .execute()
      ).map((row) => [row.id, row.name]),
    );
    expect(names).toEqual({
      [composed._id]: NFC(`Café ${tag}`),
      // Its NFC form is taken by another category: it keeps its old form rather than stop the upgrade.
      [decomposed._id]: NFD(`Café ${tag}`),
      [renamed._id]: NFC(`Crème ${tag}`),
    });
  });
});

describe('upgrading a database that ran the later migrations first', () => {
  it('when every migration but 110 has run and text is stored decomposed, then starting the new version runs 110 and the text is in NFC', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-nfc-'));
    const pgDb = testDialect === 'postgres' ? await createPostgresDatabase() : undefined;
    const handle = openDatabase(
      pgDb
        ? { dialect: 'postgres', url: pgDb.url }
        : { dialect: 'sqlite', file: path.join(dir, 'db.sqlite') },
    );
    try {
      const { ['110-unicode-nfc']: _, ...before } = migrations;
      const older = new Migrator({ db: handle.db, provider: { getMigrations: async () => before } });
      const { error } = await older.migrateToLatest();
      expect(error).toBeUndefined();
      const user = await insertUser(handle.db, {
        name: NFD('Zoë Brontë'),
        email: `zoe.${randomBytes(3).toString('hex')}@example.test`,
        image: '',
        role: 'Seller',
        passwordHash: null,
      });

      await migrateToLatest(handle.db);

      const ran = await sql<{ name: string }>`select name from kysely_migration order by timestamp`.execute(
        handle.db,
      );
      // 110 ran last, after 160 and the others a newer database would have run before it.
      expect(ran.rows.map((row) => row.name).at(-1)).toBe('110-unicode-nfc');
      expect(ran.rows.map((row) => row.name)).toContain('160-book-views');
      const row = await handle.db
        .selectFrom('users')
        .select('name')
        .where('id', '=', user._id)
        .executeTakeFirst();
      expect(row?.name).toBe(NFC('Zoë Brontë'));
    } finally {
      await handle.close();
      await pgDb?.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('normaliseText', () => {
  it('when a parsed input holds strings at any depth, then each is in NFC except those under secret keys', () => {
    const body = {
      name: NFD('Zoë'),
      list: [NFD('é'), { deep: [[NFD('ü')]] }],
      password: NFD('ä'),
      currentPassword: NFD('ö'),
      clientSecret: NFD('ï'),
      count: 3,
      none: null,
    };
    expect(normaliseText(body)).toBe(body);
    expect(body).toEqual({
      name: NFC('Zoë'),
      list: [NFC('é'), { deep: [[NFC('ü')]] }],
      password: NFD('ä'),
      currentPassword: NFD('ö'),
      clientSecret: NFD('ï'),
      count: 3,
      none: null,
    });
    expect(normaliseText(NFD('é'))).toBe(NFC('é'));
    const bytes = Buffer.from(NFD('é'));
    expect(normaliseText(bytes)).toBe(bytes);
    expect(bytes.toString()).toBe(NFD('é'));
  });

  it('when text has nothing from U+0300 on, then it is kept as is; from there on it is normalised (decision 505)', () => {
    // Below U+0300 every character is its own NFC form, so ICU is not asked; the ones that change are above.
    const kept = { ascii: 'plain text 123', latin1: 'Café ÿ', secret: { password: NFD('é') } };
    expect(normaliseText(kept)).toEqual({
      ascii: 'plain text 123',
      latin1: 'Café ÿ',
      secret: { password: NFD('é') },
    });
    // A combining mark after a Latin-1 letter, the Angstrom sign, a Bangla vowel in two code points, an emoji.
    const changed = { mark: 'Cafe\u0301', angstrom: '\u212B', bangla: NFD(GORA), astral: '😀e\u0301' };
    expect(normaliseText(changed)).toEqual({ mark: 'Café', angstrom: 'Å', bangla: GORA, astral: '😀é' });
  });
});
