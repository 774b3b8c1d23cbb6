import { describe, expect, it } from 'vitest';
import { readGoogleFragment } from './google-sign-in.ts';

describe('the fragment the Google callback hands to the web app', () => {
  it('when it carries a token and a same-site page, then that page is where sign-in goes', () => {
    expect(readGoogleFragment('token=t1&returnTo=%2Fdashboard%3Fx%3D1')).toEqual({
      token: 't1',
      returnTo: '/dashboard?x=1',
    });
  });

  it.each([
    '%2F%2Fevil.example',
    '%2F.%2F%2Fevil.example',
    '%2Fa%2F..%2F%2Fevil.example',
    '%2F%252e%2F%2Fevil.example',
  ])('when returnTo is %s (another site once normalised), then sign-in goes to / instead', (returnTo) => {
    expect(readGoogleFragment(`token=t1&returnTo=${returnTo}`)).toEqual({ token: 't1', returnTo: '/' });
  });

  it('when it carries an error, then that is the result; anything else is nothing', () => {
    expect(readGoogleFragment('error=Nope')).toEqual({ error: 'Nope' });
    expect(readGoogleFragment('section-2')).toBeNull();
  });
});
