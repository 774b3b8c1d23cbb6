// Traces (decision 284): with OTEL_EXPORTER_OTLP_ENDPOINT set, each request becomes a span exported over
// OTLP/HTTP, named by its route and carrying the request id that the answer's X-Request-Id and the log
// lines carry. Each run of a job is a trace of its own (decision 481).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDialect } from '../../test/test-app.ts';
import { scheduleJob } from '../jobs/index.ts';

interface ExportedSpan {
  name: string;
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  kind: number;
  attributes: { key: string; value: { stringValue?: string; intValue?: number | string } }[];
  status?: { code?: number };
}

describe('traces over OTLP', () => {
  const bodies: string[] = [];
  let collector: http.Server;
  let endpoint: string;
  beforeAll(async () => {
    collector = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') bodies.push(body);
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(collector.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => collector.close(resolve)));

  const spans = (): ExportedSpan[] =>
    bodies.flatMap((body) => {
      const sent = JSON.parse(body) as {
        resourceSpans: { scopeSpans: { spans: ExportedSpan[] }[] }[];
      };
      return sent.resourceSpans.flatMap((r) => r.scopeSpans.flatMap((s) => s.spans));
    });
  const attribute = (span: ExportedSpan, key: string) =>
    span.attributes.find((a) => a.key === key)?.value.stringValue;

  it('when a request is answered, then its span reaches the collector with the request id of the answer', async () => {
    const ctx = await createTestApp({
      OTEL_EXPORTER_OTLP_ENDPOINT: endpoint,
      OTEL_SERVICE_NAME: 'shelf-traces',
    });
    const res = await ctx.app.inject({ url: '/api/categories' });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // Closing flushes the batch.
    await ctx.close();
    const mine = spans().filter((span) => attribute(span, 'http.request.id') === requestId);
    expect(mine.length).toBeGreaterThan(0);
    expect(bodies.join('')).toContain('shelf-traces');
    expect(JSON.stringify(mine)).toContain('/api/categories');
  });

  it('when a request queries the database, then its trace holds a span per query with operation and table, never a value', async () => {
    const ctx = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, READ_CACHE: '0' });
    const secret = 'zqxsecretword';
    const res = await ctx.app.inject({ url: `/api/search?q=${secret}` });
    expect(res.statusCode).toBe(200);
    const requestId = res.headers['x-request-id'];
    await ctx.close();
    const request = spans().find((span) => attribute(span, 'http.request.id') === requestId);
    expect(request).toBeDefined();
    const trace = spans().filter((span) => span.traceId === request!.traceId);
    const queries = trace.filter((span) => attribute(span, 'db.operation.name') !== undefined);
    expect(queries.length).toBeGreaterThan(0);
    const system = testDialect === 'postgres' ? 'postgresql' : 'sqlite';
    for (const span of queries) {
      expect(attribute(span, 'db.system.name')).toBe(system);
      expect(span.kind).toBe(3); // CLIENT
      // A child of a span of this very request (its route handler's).
      expect(trace.some((other) => other.spanId === span.parentSpanId)).toBe(true);
    }
    // The search reads books: a 'select books' span.
    expect(
      queries.some(
        (span) => span.name === 'select books' && attribute(span, 'db.collection.name') === 'books',
      ),
    ).toBe(true);
    // The words searched for are a parameter: in no query span.
    expect(JSON.stringify(queries)).not.toContain(secret);
  });

  it('when jobs run, then each run is a trace of its own named by its kind, with its id and attempt, its queries its children, and a failed run an error', async () => {
    const ctx = await createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: endpoint, JOBS_POLL_INTERVAL: '0' });
    ctx.app.jobs.register('test.traced', async ({ db }) => {
      await db.selectFrom('users').select('id').execute();
    });
    ctx.app.jobs.register('test.failing', async () => {
      throw new Error('the job failed');
    });
    const traced = await scheduleJob(ctx.db, { kind: 'test.traced' });
    const failing = await scheduleJob(ctx.db, { kind: 'test.failing' });
    await ctx.app.jobs.runDue();
    await ctx.close();
    const runOf = (id: string) => spans().find((span) => attribute(span, 'job.id') === id);
    const run = runOf(traced.id);
    expect(run).toBeDefined();
    expect(run!.name).toBe('job test.traced');
    expect(attribute(run!, 'job.kind')).toBe('test.traced');
    expect(Number(run!.attributes.find((a) => a.key === 'job.attempt')?.value.intValue)).toBe(1);
    expect(run!.parentSpanId ?? '').toBe('');
    expect(run!.status?.code ?? 0).not.toBe(2);
    const children = spans().filter((span) => span.parentSpanId === run!.spanId);
    expect(children.map((span) => span.name)).toContain('select users');
    expect(children.every((span) => span.traceId === run!.traceId)).toBe(true);
    const failed = runOf(failing.id);
    expect(failed?.name).toBe('job test.failing');
    expect(failed!.status?.code).toBe(2); // ERROR
    expect(failed!.traceId).not.toBe(run!.traceId);
  });

  it('when the endpoint is not an http address, then the configuration is refused', async () => {
    await expect(createTestApp({ OTEL_EXPORTER_OTLP_ENDPOINT: 'ftp://collector' })).rejects.toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
