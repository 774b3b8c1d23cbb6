import { describe, expect, it } from 'vitest';
import { safeReturnPath, signupSchema } from './identity.ts';

describe('safeReturnPath', () => {
  it.each([
    ['/dashboard', '/dashboard'],
    ['/dashboard/myorders?tab=open#top', '/dashboard/myorders?tab=open#top'],
    ['/categories/abc', '/categories/abc'],
  ])('when the origin is the same-site path %j, then it is kept', (input, output) => {
    expect(safeReturnPath(input)).toBe(output);
  });

  it.each([
    '//evil.example',
    '//evil.example/dashboard',
    'https://evil.example/',
    'http:/evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/\\/evil.example',
    '/\t/evil.example',
    '/.//evil.example',
    '/a/..//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/./%2e/..//evil.example/x?y=1',
    '\\\\evil.example',
    'dashboard',
    '',
    undefined,
    null,
    42,
    { pathname: '/dashboard' },
  ])('when the origin is %j, then sign-in goes to / instead', (input) => {
    expect(safeReturnPath(input)).toBe('/');
  });
});

describe('signupSchema', () => {
  it('when Admin is chosen, then it is refused; Buyer is the default', () => {
    const base = {
      name: 'A',
      email: 'a@example.test',
      password: 'long enough',
      image: 'https://example.test/a.png',
    };
    expect(signupSchema.safeParse({ ...base, role: 'Admin' }).success).toBe(false);
    expect(signupSchema.parse(base).role).toBe('Buyer');
  });
});
