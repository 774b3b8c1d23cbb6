import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { parseDuration } from './duration.ts';

describe('durations from the environment', () => {
  it.each([
    ['30s', 30_000],
    ['5m', 300_000],
    ['72h', 259_200_000],
    ['5d', 432_000_000],
    ['250ms', 250],
    ['1.5h', 5_400_000],
    ['2w', 1_209_600_000],
    [' 10 seconds ', 10_000],
  ])('when it reads %j, then it means %d ms', (text, millis) => {
    expect(parseDuration(text)).toBe(millis);
  });

  it.each(['', '5', '-5m', '5 parsecs', 'soon', '1e3s', 'Infinity'])(
    'when it reads %j, then it refuses',
    (text) => {
      expect(() => parseDuration(text)).toThrow(/must be a duration such as 30s/);
    },
  );

  it('when the jobs settings are unset, then the defaults apply', () => {
    const config = loadConfig({});
    expect(config.JOBS_POLL_INTERVAL).toBe(1000);
    expect(config.JOBS_LEASE).toBe(300_000);
    expect(config.JOBS_RETRY_BASE).toBe(30_000);
    expect(config.LIVE_HEARTBEAT).toBe(25_000);
  });

  it('when a duration setting is set, then config carries milliseconds; 0 switches the poller off', () => {
    expect(loadConfig({ JOBS_LEASE: '30s', JOBS_POLL_INTERVAL: '0' })).toMatchObject({
      JOBS_LEASE: 30_000,
      JOBS_POLL_INTERVAL: 0,
    });
  });

  it('when a duration setting is not a duration, then start-up stops naming it', () => {
    expect(() => loadConfig({ JOBS_LEASE: '5' })).toThrow(ConfigError);
    expect(() => loadConfig({ JOBS_LEASE: 'five minutes' })).toThrow(
      /^Invalid configuration: JOBS_LEASE: must be a duration such as 30s, 5m, 72h or 5d/,
    );
    expect(() => loadConfig({ JOBS_LEASE: '0' })).toThrow(/JOBS_LEASE/);
    expect(() => loadConfig({ JOBS_LEASE: '0s' })).toThrow(/JOBS_LEASE/);
  });

  it('when SMTP_URL is not an SMTP address, then start-up stops naming it', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must start with smtp:\/\//);
    expect(loadConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }).SMTP_URL).toBe('smtp://127.0.0.1:2525');
  });
});
