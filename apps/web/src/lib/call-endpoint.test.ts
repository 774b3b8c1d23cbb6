// A call goes to its definition's method and path, with the parameters percent-encoded (decision 466).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

describe('calling a defined endpoint', () => {
  const sent: Array<{ url: string; method: string; body: unknown }> = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('window', { location: { origin: 'http://boibazar.test' } });
    vi.stubGlobal('navigator', { languages: ['en'] });
    vi.stubGlobal('localStorage', { getItem: () => null, setItem: () => {}, removeItem: () => {} });
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: URL, init: RequestInit) => {
        sent.push({ url: String(url), method: init.method ?? 'GET', body: init.body });
        return new Response('[]', { status: 200, headers: { 'x-next-cursor': 'next-one' } });
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());

  it('when a step is called, then it is POSTed to its path with the id encoded and the body as JSON', async () => {
    const { call } = await import('./call-endpoint.ts');
    const { exchangeSteps } = await import('@boibazar/shared/exchanges');
    await call(exchangeSteps.dispute, { params: { id: 'a/b c' }, body: { reason: 'torn' } });
    expect(sent).toEqual([
      {
        url: 'http://boibazar.test/api/exchanges/a%2Fb%20c/dispute',
        method: 'POST',
        body: JSON.stringify({ reason: 'torn' }),
      },
    ]);
  });

  it('when a step without a body is taken, then it is POSTed to its own path with no body', async () => {
    const { callStep } = await import('./call-endpoint.ts');
    const { orderSteps } = await import('@boibazar/shared/orders');
    await callStep(orderSteps, { step: 'cashCollected' }, { id: 'o1' });
    expect(sent).toEqual([
      { url: 'http://boibazar.test/api/orders/o1/cash-collected', method: 'POST', body: undefined },
    ]);
  });

  it('when a list is called, then its filters, limit and cursor go in the query and the next cursor comes back', async () => {
    const { callPage } = await import('./call-endpoint.ts');
    const { offerEndpoints } = await import('@boibazar/shared/offers');
    const page = await callPage(offerEndpoints.list, { query: { role: 'buyer' }, limit: 20, cursor: 'c1' });
    expect(sent[0]).toMatchObject({ url: 'http://boibazar.test/api/offers?role=buyer&limit=20&cursor=c1' });
    expect(sent[0]!.method).toBe('GET');
    expect(page).toMatchObject({ items: [], next: 'next-one' });
  });

  it("when a first-load call passes its zod-free route, then it goes to the definition's method and path", async () => {
    const { call } = await import('./call-endpoint.ts');
    const { conversationRoutes } = await import('@boibazar/shared/paths');
    const { conversationEndpoints } = await import('@boibazar/shared/conversations');
    await call<typeof conversationEndpoints.unblock>(conversationRoutes.unblock, { params: { id: 'c/1' } });
    expect(sent).toEqual([
      { url: 'http://boibazar.test/api/conversations/c%2F1/block', method: 'DELETE', body: undefined },
    ]);
    expect(conversationEndpoints.unblock).toMatchObject(conversationRoutes.unblock);
  });

  it('when the category page is called by its route, then its id, filters, limit and cursor are sent and the answer comes with the next cursor', async () => {
    const { callWithNext } = await import('./call-endpoint.ts');
    const { catalogueRoutes } = await import('@boibazar/shared/paths');
    const { catalogueEndpoints } = await import('@boibazar/shared/catalogue');
    const page = await callWithNext<typeof catalogueEndpoints.categoryBooks>(catalogueRoutes.categoryBooks, {
      params: { id: 'c 1' },
      query: { advertised: '1' },
      limit: 12,
      cursor: 'c2',
    });
    expect(sent).toEqual([
      {
        url: 'http://boibazar.test/api/category/c%201?advertised=1&limit=12&cursor=c2',
        method: 'GET',
        body: undefined,
      },
    ]);
    expect(page).toEqual({ data: [], next: 'next-one' });
    expect(catalogueEndpoints.categoryBooks).toMatchObject({
      ...catalogueRoutes.categoryBooks,
      page: 'inside',
    });
  });

  it("when the catalogue's routes are read, then each is its definition's method and path (the spec's paths kept)", async () => {
    const { catalogueRoutes } = await import('@boibazar/shared/paths');
    const { catalogueEndpoints } = await import('@boibazar/shared/catalogue');
    expect(Object.keys(catalogueEndpoints).sort()).toEqual(Object.keys(catalogueRoutes).sort());
    for (const [name, route] of Object.entries(catalogueRoutes))
      expect(catalogueEndpoints[name as keyof typeof catalogueEndpoints]).toMatchObject(route);
    expect(catalogueRoutes.allBooks.path).toBe('/allbooks');
    expect(catalogueRoutes.deleteBook).toEqual({ method: 'DELETE', path: '/book/:id' });
    expect(catalogueRoutes.addBook).toEqual({ method: 'POST', path: '/products' });
  });

  it('when a placeholder has no value, then nothing is sent', async () => {
    const { pathWith } = await import('@boibazar/shared/endpoint');
    expect(() => pathWith('/orders/:id/handover', {})).toThrow(':id');
  });
});
