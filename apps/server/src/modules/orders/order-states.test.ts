// A step asked of an order in the wrong stage is refused in the reader's language: every stage and every step of
// the order's table has its Bangla words (packages/shared/src/messages.ts), so no refusal reads half in English.
import { localise } from '@boibazar/shared/messages';
import { orderStatusSchema } from '@boibazar/shared/orders';
import { describe, expect, it } from 'vitest';
import { TRANSITIONS, wrongStageMessage, type Transition } from './order-states.ts';

const LATIN = /[A-Za-z]/;

describe('refusals in the wrong stage', () => {
  it('when any order step is asked in any stage, then the Bangla refusal has no English word left', () => {
    for (const transition of Object.keys(TRANSITIONS) as Transition[]) {
      for (const status of orderStatusSchema.options) {
        const english = wrongStageMessage(transition, status);
        const bangla = localise(english, 'bn');
        expect(bangla, english).not.toMatch(LATIN);
        expect(bangla.startsWith('এই অর্ডারটি ')).toBe(true);
      }
    }
  });
});
