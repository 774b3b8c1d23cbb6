// The letters that stand for a person when they have no photo: on the Avatar, and drawn into the picture a
// new account gets when nobody chose one at sign-up (decision 215).

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * The first letter (a whole grapheme, so 'সা' keeps its vowel sign) of the first two words of a name,
 * upper-cased; '?' when the name has none.
 */
export function initialsOf(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((word) => (graphemes.segment(word)[Symbol.iterator]().next().value?.segment ?? '').toUpperCase())
      .join('') || '?'
  );
}
