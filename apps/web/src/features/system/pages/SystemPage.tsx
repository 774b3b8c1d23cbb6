// The admin's System page (decision 283): the instances heard from, the background jobs with the failed
// ones to retry or drop, the outboxes, the last reconciliation (decision 360) and the last hour's traffic,
// refreshed every 15 seconds.
import type { Job, Sample, SystemView } from '@boibazar/shared/system';
import { Link } from 'react-router';
import { Button, buttonClass } from '#app/components/ui/Button.tsx';
import { ConfirmButton } from '#app/components/ui/ConfirmButton.tsx';
import { Spinner } from '#app/components/ui/Spinner.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { systemText } from '../i18n.ts';
import { formatDateTime, formatFriendlyDate } from '#app/lib/dates.ts';
import { formatCount } from '#app/lib/money.ts';
import { notify } from '#app/lib/toast.ts';
import { useFailedJobs, useSettleJob, useSystem } from '../api/system.ts';
import { MinuteChart } from '../components/MinuteChart.tsx';

const MINUTE = 60_000;

/** The last hour, a value a minute (oldest first): every instance's figure of the minute, combined. */
function perMinute(
  view: SystemView,
  figure: (s: Sample) => number,
  combine: (a: number, b: number) => number,
) {
  const end = Date.parse(view.now) - (Date.parse(view.now) % MINUTE);
  const values = new Map<number, number>();
  for (const sample of view.samples) {
    const at = Date.parse(sample.minute);
    values.set(at, combine(values.get(at) ?? 0, figure(sample)));
  }
  return Array.from({ length: 60 }, (_, i) => values.get(end - (59 - i) * MINUTE) ?? 0);
}

function Badge({ good, children }: { good: boolean; children: string }) {
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${good ? 'bg-emerald-100 text-emerald-900' : 'bg-red-100 text-red-900'}`}
    >
      {children}
    </span>
  );
}

function Instances({ view }: { view: SystemView }) {
  const t = useText(systemText);
  return (
    <section aria-labelledby="system-instances" className="mt-6">
      <h2 id="system-instances" className="text-lg font-semibold text-stone-900">
        {t.instances}
      </h2>
      {view.instances.length === 0 ? (
        <p className="mt-2 text-sm text-stone-600">{t.noInstances}</p>
      ) : (
        <ul className="mt-2 grid gap-3 sm:grid-cols-2">
          {view.instances.map((instance) => (
            <li key={instance.name} className="rounded-lg border border-stone-200 bg-white p-4 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <p lang="en" className="font-semibold break-all text-stone-900">
                  {instance.name}
                </p>
                <span className="flex gap-1">
                  <Badge good={instance.live}>{instance.live ? t.live : t.silent}</Badge>
                  <Badge good={instance.ready}>{instance.ready ? t.ready : t.notReady}</Badge>
                </span>
              </div>
              <dl className="mt-2 grid grid-cols-[7rem_1fr] gap-x-2 gap-y-1 text-stone-700">
                <dt className="text-stone-500">{t.version}</dt>
                <dd lang="en" className="break-all">
                  {instance.version}
                </dd>
                <dt className="text-stone-500">{t.started}</dt>
                <dd>{formatDateTime(instance.startedAt)}</dd>
                <dt className="text-stone-500">{t.lastSeen}</dt>
                <dd>{formatDateTime(instance.lastSeenAt)}</dd>
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function FailedJob({ job }: { job: Job }) {
  const t = useText(systemText);
  const settle = useSettleJob({
    done: (how) => notify.success(how === 'retry' ? t.retried : t.dropped),
    failed: (error) => notify.error(error.message),
  });
  const act = (how: 'retry' | 'drop') => settle.mutate({ id: job._id, how });
  return (
    <li className="rounded-lg border border-red-200 bg-white p-4 text-sm">
      <p lang="en" className="font-semibold break-all text-stone-900">
        {job.kind}
      </p>
      <p className="text-stone-600">
        {t.tries({ n: formatCount(job.attempts), max: formatCount(job.maxAttempts) })} ·{' '}
        {t.failedAt({ time: formatFriendlyDate(job.updatedAt) })}
      </p>
      {job.lastError ? (
        <pre lang="en" className="mt-2 text-xs break-words whitespace-pre-wrap text-red-900">
          {job.lastError}
        </pre>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={settle.isPending}
          aria-label={t.retryNamed({ kind: job.kind })}
          onClick={() => act('retry')}
        >
          {t.retry}
        </Button>
        <ConfirmButton
          className={buttonClass({ size: 'sm', variant: 'quiet' })}
          disabled={settle.isPending}
          title={t.dropTitle}
          body={t.dropBody}
          confirmLabel={t.drop}
          onConfirm={() => act('drop')}
        >
          <span aria-hidden="true">{t.drop}</span>
          <span className="sr-only">{t.dropNamed({ kind: job.kind })}</span>
        </ConfirmButton>
      </div>
    </li>
  );
}

function Jobs({ view }: { view: SystemView }) {
  const t = useText(systemText);
  const failed = useFailedJobs();
  const { jobs } = view;
  const waitedS = jobs.oldestDueAt
    ? Math.max(0, Math.round((Date.parse(view.now) - Date.parse(jobs.oldestDueAt)) / 1000))
    : null;
  const tiles: Array<[string, string]> = [
    [t.waiting, formatCount(jobs.waiting)],
    [t.scheduled, formatCount(jobs.scheduled)],
    [t.running, formatCount(jobs.running)],
    [t.failed, formatCount(jobs.failed)],
    [t.oldestWaiting, waitedS === null ? t.none : t.seconds({ n: formatCount(waitedS) })],
  ];
  return (
    <section aria-labelledby="system-jobs" className="mt-8">
      <h2 id="system-jobs" className="text-lg font-semibold text-stone-900">
        {t.jobs}
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
        {tiles.map(([label, value]) => (
          <div key={label} className="rounded-lg border border-stone-200 bg-white p-3">
            <dt className="text-xs text-stone-500">{label}</dt>
            <dd className="text-lg font-semibold text-stone-900">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 font-semibold text-stone-900">{t.failedJobs}</h3>
      {failed.isPending ? (
        <Spinner />
      ) : (failed.data ?? []).length === 0 ? (
        <p className="mt-1 text-sm text-stone-600">{t.noFailedJobs}</p>
      ) : (
        <ul className="mt-2 space-y-3">
          {failed.data!.map((job) => (
            <FailedJob key={job._id} job={job} />
          ))}
        </ul>
      )}
    </section>
  );
}

function Outboxes({ view }: { view: SystemView }) {
  const t = useText(systemText);
  const line = (box: { waiting: number; failed: number }) =>
    t.waitingFailed({ waiting: formatCount(box.waiting), failed: formatCount(box.failed) });
  return (
    <section aria-labelledby="system-outbox" className="mt-8">
      <h2 id="system-outbox" className="text-lg font-semibold text-stone-900">
        {t.outbox}
      </h2>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        <div className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-sm font-medium text-stone-800">{t.email}</dt>
          <dd className="text-sm text-stone-700">{line(view.outbox.email)}</dd>
        </div>
        <div className="rounded-lg border border-stone-200 bg-white p-3">
          <dt className="text-sm font-medium text-stone-800">{t.sms}</dt>
          <dd className="text-sm text-stone-700">{line(view.outbox.sms)}</dd>
        </div>
      </dl>
      <Link
        to="/dashboard/outbox"
        className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
      >
        {t.openOutbox}
      </Link>
    </section>
  );
}

/** The last reconciliation run (decision 360), with a link to the ledger page that lists its mismatches. */
function LastReconciliation({ view }: { view: SystemView }) {
  const t = useText(systemText);
  const run = view.reconciliation;
  return (
    <section aria-labelledby="system-reconciliation" className="mt-8">
      <h2 id="system-reconciliation" className="text-lg font-semibold text-stone-900">
        {t.lastReconciliation}
      </h2>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
        {!run ? (
          t.neverReconciled
        ) : (
          <>
            {run.clean
              ? t.reconciledClean({ time: formatDateTime(run.startedAt), count: formatCount(run.checked) })
              : t.reconciledMismatches({
                  time: formatDateTime(run.startedAt),
                  count: formatCount(run.mismatchCount),
                })}
          </>
        )}
      </p>
      <Link
        to="/dashboard/ledger"
        className="mt-2 inline-block text-sm font-semibold text-brand-700 underline"
      >
        {t.openLedger}
      </Link>
    </section>
  );
}

export function SystemPage() {
  const t = useText(systemText);
  const system = useSystem();
  const view = system.data;
  return (
    <section>
      <h1 className="text-2xl font-bold text-stone-900">{t.title}</h1>
      <p className="mt-1 text-sm text-stone-600">{t.intro}</p>
      {!view ? (
        system.isError ? (
          <p role="alert" className="mt-4 text-sm text-red-800">
            {system.error.message}
          </p>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <p className="mt-1 text-xs text-stone-500">{t.updated({ time: formatDateTime(view.now) })}</p>
          <Instances view={view} />
          <Jobs view={view} />
          <Outboxes view={view} />
          <LastReconciliation view={view} />
          <section aria-labelledby="system-hour" className="mt-8">
            <h2 id="system-hour" className="text-lg font-semibold text-stone-900">
              {t.lastHour}
            </h2>
            <div className="mt-2 grid gap-3 sm:grid-cols-3">
              <MinuteChart
                title={t.requestsPerMinute}
                values={perMinute(
                  view,
                  (s) => s.requests,
                  (a, b) => a + b,
                )}
              />
              <MinuteChart title={t.p95} values={perMinute(view, (s) => s.p95Ms, Math.max)} />
              <MinuteChart
                title={t.memory}
                values={perMinute(
                  view,
                  (s) => s.rssMb,
                  (a, b) => a + b,
                )}
              />
            </div>
          </section>
        </>
      )}
    </section>
  );
}
