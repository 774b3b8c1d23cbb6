// The system feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { params } from '@nanostores/i18n';
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  system: {
    title: 'System',
    lastReconciliation: 'Last reconciliation',
    neverReconciled: 'The reconciliation has not run yet.',
    reconciledClean: params('{time}: clean, {count} checks'),
    reconciledMismatches: params('{time}: {count} mismatches'),
    openLedger: 'Open the ledger',
    intro:
      'How BoiBazar is running: every instance, the background jobs, the outboxes and the last hour of traffic. It refreshes every 15 seconds.',
    updated: params('Updated {time}'),
    instances: 'Instances',
    noInstances: 'No instance has written a heartbeat in the last ten minutes.',
    version: 'Version',
    started: 'Started',
    lastSeen: 'Last heard from',
    ready: 'Ready',
    notReady: 'Not ready',
    live: 'Live',
    silent: 'Silent for over a minute',
    jobs: 'Background jobs',
    waiting: 'Waiting',
    scheduled: 'Scheduled',
    running: 'Running',
    failed: 'Failed',
    oldestWaiting: 'Longest wait',
    none: 'None',
    seconds: params('{n} s'),
    failedJobs: 'Failed jobs',
    noFailedJobs: 'No job has failed.',
    tries: params('{n} of {max} tries'),
    failedAt: params('failed {time}'),
    retry: 'Retry',
    drop: 'Drop',
    retryNamed: params('Retry {kind}'),
    dropNamed: params('Drop {kind}'),
    dropTitle: 'Drop this job?',
    dropBody: 'It will not run again. It stays on record as cancelled.',
    retried: 'The job will run again.',
    dropped: 'The job was dropped.',
    outbox: 'Outboxes',
    email: 'Email',
    sms: 'Text messages (SMS)',
    waitingFailed: params('{waiting} waiting · {failed} failed'),
    openOutbox: 'Open the email outbox',
    lastHour: 'The last hour',
    requestsPerMinute: 'Requests per minute',
    p95: 'Slowest 5% of answers (ms)',
    memory: 'Memory, all instances (MB)',
    chartSummary: params('{title}: now {now}, highest {max} in the last hour'),
  },
};

export const { system: systemText } = await defineTexts('system', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
