// Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 284): Fastify's own OpenTelemetry
// instrumentation (@fastify/otel) makes a span of every request and its hooks, exported over OTLP/HTTP in
// batches. Each request's span carries its request id, and its log lines carry the trace id, so a log line
// leads to its trace and back. Each database query made within a traced request is a client span of it,
// named by its operation and table (`select books`), with no parameter value (decision 396). Each run of
// a job is a trace of its own (`job <kind>`), its queries children of it (decision 481). Unset: nothing of
// OpenTelemetry is loaded.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../db/database.ts';
import type { JobTracer } from '../jobs/runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** With traces on: runs a job inside a span of its own (the jobs runner's `trace`); else null. */
    traceJob: JobTracer | null;
  }
}

export interface TracingOptions {
  /** The collector's base address; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
  instanceName: string;
  version: string;
  /** The database whose queries become spans of the request that made them. */
  database?: Pick<DatabaseHandle, 'dialect' | 'observeQueries'>;
}

async function startTracing(app: FastifyInstance, opts: TracingOptions): Promise<JobTracer> {
  const [
    { context, trace, SpanKind, SpanStatusCode },
    { FastifyOtelInstrumentation },
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
    import('@opentelemetry/api'),
    import('@fastify/otel'),
    import('@opentelemetry/sdk-trace-node'),
    import('@opentelemetry/sdk-trace-base'),
    import('@opentelemetry/exporter-trace-otlp-http'),
    import('@opentelemetry/resources'),
  ]);
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({
      'service.name': opts.serviceName,
      'service.instance.id': opts.instanceName,
      'service.version': opts.version,
    }),
    spanProcessors: [
      new BatchSpanProcessor(
        new OTLPTraceExporter({ url: `${opts.endpoint.replace(/\/+$/, '')}/v1/traces` }),
      ),
    ],
  });
  // The context manager (AsyncLocalStorage) that carries a request's span into the code it runs, so a
  // query knows its request. Registered once per process; a second app in one process keeps the first's.
  provider.register();
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', async (request) => {
    const { span } = request.opentelemetry();
    if (span) request.log = request.log.child({ traceId: span.spanContext().traceId });
  });
  if (opts.database) {
    const tracer = provider.getTracer('boibazar-database');
    const system = opts.database.dialect === 'postgres' ? 'postgresql' : 'sqlite';
    const stopObserving = opts.database.observeQueries((ms, failed, statement) => {
      // Only queries of a traced request (or other traced work): the pollers' queries would be traces alone.
      const parent = context.active();
      if (!trace.getSpan(parent)) return;
      const { operation, table } = statement();
      const end = performance.timeOrigin + performance.now();
      const span = tracer.startSpan(
        table ? `${operation} ${table}` : operation,
        {
          kind: SpanKind.CLIENT,
          startTime: end - ms,
          attributes: {
            'db.system.name': system,
            'db.operation.name': operation,
            ...(table && { 'db.collection.name': table }),
          },
        },
        parent,
      );
      if (failed) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end(end);
    });
    app.addHook('onClose', async () => stopObserving());
  }
  // Spans still in the batch leave before the process does.
  app.addHook('onClose', async () => provider.shutdown());
  const jobs = provider.getTracer('boibazar-jobs');
  // A root span: a job run by the request that committed it (runNow) outlives it; the request is a link.
  return (job, run) => {
    const cause = trace.getSpan(context.active())?.spanContext();
    const span = jobs.startSpan(`job ${job.kind}`, {
      root: true,
      kind: SpanKind.CONSUMER,
      attributes: { 'job.id': job.id, 'job.kind': job.kind, 'job.attempt': job.attempts },
      links: cause ? [{ context: cause }] : [],
    });
    return context.with(trace.setSpan(context.active(), span), async () => {
      try {
        await run();
      } catch (error) {
        span.setStatus({
          code: SpanStatusCode.ERROR,
          message: error instanceof Error ? error.name : 'failed',
        });
        throw error;
      } finally {
        span.end();
      }
    });
  };
}

export default fp(
  async function tracing(app: FastifyInstance, opts: { tracing?: TracingOptions }) {
    app.decorate('traceJob', opts.tracing ? await startTracing(app, opts.tracing) : null);
  },
  { name: 'tracing' },
);
