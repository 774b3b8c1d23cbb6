import { describe, expect, it } from 'vitest';
import { landingAfterSignUp, welcomeIn } from './after-sign-up.ts';
import { initialsOf } from './initials.ts';

describe('after sign-up', () => {
  it('when a seller signs up, then they land on Add a Book with the seller welcome', () => {
    expect(landingAfterSignUp('Seller')).toEqual({
      to: '/dashboard/addproduct',
      state: { welcome: 'Seller' },
    });
  });

  it('when a buyer signs up, then they land on the categories to browse with the buyer welcome', () => {
    expect(landingAfterSignUp('Buyer')).toEqual({ to: '/allcategories', state: { welcome: 'Buyer' } });
  });

  it('when the answer names another role, then the landing page is the home page, without a welcome', () => {
    expect(landingAfterSignUp('Admin')).toEqual({ to: '/', state: null });
  });

  it('when a history entry carries no welcome or a made-up one, then no welcome shows', () => {
    expect(welcomeIn({ welcome: 'Seller' })).toBe('Seller');
    expect(welcomeIn({ welcome: 'Buyer' })).toBe('Buyer');
    expect(welcomeIn({ welcome: 'বিক্রেতা' })).toBeNull();
    expect(welcomeIn(null)).toBeNull();
    expect(welcomeIn(undefined)).toBeNull();
  });
});

describe('initials', () => {
  it('when a name has several words, then the first letters of the first two, upper-cased', () => {
    expect(initialsOf('tanvir ahmed khan')).toBe('TA');
    expect(initialsOf('  Farhana  ')).toBe('F');
  });

  it('when a Bangla name starts with a vowel sign or a conjunct, then the whole letter is kept', () => {
    expect(initialsOf('সাদিয়া ইসলাম')).toBe('সাই');
    expect(initialsOf('ক্ষিতীশ')).toMatch(/^ক্/);
  });

  it('when there is no name, then a question mark', () => {
    expect(initialsOf('   ')).toBe('?');
  });
});
