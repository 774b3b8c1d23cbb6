// Traces when OTEL_EXPORTER_OTLP_ENDPOINT is set (decision 284): Fastify's own OpenTelemetry
// instrumentation (@fastify/otel) makes a span of every request and its hooks, exported over OTLP/HTTP in
// batches. Each request's span carries its request id, and its log lines carry the trace id, so a log line
// leads to its trace and back. Unset: nothing of OpenTelemetry is loaded.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface TracingOptions {
  /** The collector's base address; spans go to `<endpoint>/v1/traces`. */
  endpoint: string;
  serviceName: string;
  instanceName: string;
  version: string;
}

async function startTracing(app: FastifyInstance, opts: TracingOptions) {
  const [
    { FastifyOtelInstrumentation },
    { NodeTracerProvider },
    { BatchSpanProcessor },
    { OTLPTraceExporter },
    { resourceFromAttributes },
  ] = await Promise.all([
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
  const instrumentation = new FastifyOtelInstrumentation({
    requestHook: (span, request) => span.setAttribute('http.request.id', request.id),
  });
  instrumentation.setTracerProvider(provider);
  await app.register(instrumentation.plugin());
  app.addHook('onRequest', async (request) => {
    const { span } = request.opentelemetry();
    if (span) request.log = request.log.child({ traceId: span.spanContext().traceId });
  });
  // Spans still in the batch leave before the process does.
  app.addHook('onClose', async () => provider.shutdown());
}

export default fp(
  async function tracing(app: FastifyInstance, opts: { tracing?: TracingOptions }) {
    if (opts.tracing) await startTracing(app, opts.tracing);
  },
  { name: 'tracing' },
);
