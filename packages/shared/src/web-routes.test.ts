import { describe, expect, it } from 'vitest';
import { matchWebRoute } from './web-routes.ts';

describe('matchWebRoute', () => {
  it('when a path names a screen, then its route and parameters come back; otherwise undefined', () => {
    expect(matchWebRoute('/')?.route).toBe('/');
    expect(matchWebRoute('/books/abc123')).toEqual({ route: '/books/:id', params: { id: 'abc123' } });
    expect(matchWebRoute('/books/abc123/')?.route).toBe('/books/:id');
    expect(matchWebRoute('/dashboard/payment/1')?.route).toBe('/dashboard/*');
    expect(matchWebRoute('/dashboard')?.route).toBe('/dashboard');
    expect(matchWebRoute('/help')?.route).toBe('/help');
    expect(matchWebRoute('/books')).toBeUndefined();
    expect(matchWebRoute('/books/a/b')).toBeUndefined();
    expect(matchWebRoute('/no-such-page')).toBeUndefined();
    expect(matchWebRoute('/blogx')).toBeUndefined();
  });
});
