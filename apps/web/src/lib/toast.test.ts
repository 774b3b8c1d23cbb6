import { describe, expect, it } from 'vitest';
import { TOAST_LIMIT, toastOptions, toastsOverLimit } from './toast.ts';

const newestFirst = (count: number, visible = true) =>
  Array.from({ length: count }, (_, i) => ({ id: `t${count - i}`, visible }));

describe('notices', () => {
  it('when more than 20 notices are visible, then the oldest ones beyond 20 are dismissed', () => {
    expect(TOAST_LIMIT).toBe(20);
    expect(toastsOverLimit(newestFirst(23))).toEqual(['t3', 't2', 't1']);
  });

  it('when at most 20 are visible, then none is dismissed, however many are already fading out', () => {
    expect(toastsOverLimit(newestFirst(20))).toEqual([]);
    const fading = [...newestFirst(20), ...newestFirst(5, false).map((t) => ({ ...t, id: `old-${t.id}` }))];
    expect(toastsOverLimit(fading)).toEqual([]);
  });

  it('then blank and error notices last 4000 ms and success notices 2000 ms', () => {
    expect(toastOptions.duration).toBe(4000);
    expect(toastOptions.error.duration).toBe(4000);
    expect(toastOptions.success.duration).toBe(2000);
  });
});
