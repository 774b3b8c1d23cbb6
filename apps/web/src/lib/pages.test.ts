import { describe, expect, it } from 'vitest';
import { itemsOf } from './pages.ts';

describe('itemsOf', () => {
  it('when pages are loaded, then their items come as one list in page order', () => {
    const data = { pages: [{ items: [1, 2] }, { items: [3] }], pageParams: [undefined, 'c1'] };
    expect(itemsOf(data)).toEqual([1, 2, 3]);
  });

  it('when the items sit elsewhere in a page, then the picker finds them', () => {
    const data = { pages: [{ data: { books: ['a'] } }, { data: { books: ['b'] } }], pageParams: [0, 1] };
    expect(itemsOf(data, (page) => page.data.books)).toEqual(['a', 'b']);
  });

  it('when nothing is loaded yet, then the list is empty', () => {
    expect(itemsOf(undefined)).toEqual([]);
  });
});
