import { describe, expect, it } from 'vitest';
import { cardProblem, expiryProblem, passesLuhn } from './payments.ts';

describe('card checks shared by the sandbox form and processor', () => {
  it("when Stripe's test numbers are checked, then they pass Luhn and a changed digit does not", () => {
    for (const n of [
      '4242424242424242',
      '4000000000000002',
      '4000000000009995',
      '5555555555554444',
      '378282246310005',
    ])
      expect(passesLuhn(n), n).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(passesLuhn('42424242')).toBe(false);
    expect(passesLuhn('4242a24242424242')).toBe(false);
  });

  it('when the expiry is this month, then it is good; last month or a bad month, then it is refused', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(expiryProblem('11/26', now)).toBeNull();
    expect(expiryProblem('12 / 30', now)).toBeNull();
    expect(expiryProblem('10/26', now)).toBe("Your card's expiration date is in the past.");
    expect(expiryProblem('13/27', now)).toBe("Your card's expiration date is incomplete.");
    expect(expiryProblem('1/27', now)).toBe("Your card's expiration date is incomplete.");
  });

  it('when a whole card is checked, then the first problem is named in order number, expiry, CVC', () => {
    const now = new Date('2026-11-20T12:00:00Z');
    expect(cardProblem({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' }, now)).toBeNull();
    expect(cardProblem({ cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '12' }, now)).toBe(
      "Your card's security code is incomplete.",
    );
    expect(cardProblem({ cardNumber: '1234', expiry: 'xx', cvc: '' }, now)).toBe(
      'Your card number is invalid.',
    );
  });
});
