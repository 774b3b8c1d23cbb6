// A step asked of an exchange in the wrong stage is refused in the reader's language: every stage and every step
// has its Bangla words (packages/shared/src/messages.ts), so no refusal reads half in English.
import { exchangeStatusSchema } from '@boibazar/shared/exchanges';
import { localise } from '@boibazar/shared/messages';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS as EXCHANGE_TRANSITIONS, wrongStage } from './exchange-states.ts';

const LATIN = /[A-Za-z]/;

describe('exchange refusals in the wrong stage', () => {
  it('when any exchange step is asked in any stage, then the Bangla refusal has no English word left', () => {
    // The table's steps, and the steps the use-cases name themselves.
    const verbs = new Set([
      ...Object.values(EXCHANGE_TRANSITIONS).map((rule) => rule.verb),
      'confirmed as received',
      'handed over',
      'resolved',
    ]);
    for (const verb of verbs) {
      for (const status of exchangeStatusSchema.options) {
        const english = wrongStage(status, verb);
        const bangla = localise(english, 'bn');
        expect(bangla, english).not.toMatch(LATIN);
      }
    }
    expect(localise(wrongStage('completed', 'withdrawn'), 'bn')).toBe(
      'এই বদলটি সম্পন্ন; এখন এটি ফিরিয়ে নেওয়া যাবে না',
    );
  });
});
