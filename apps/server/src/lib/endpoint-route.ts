// Registers a route from its shared definition (decision 466): method, path and the schemas that
// validate the request and write the answer all come from the endpoint; the route adds access, docs and
// the one call. The definition rides in the route's config, so the route table can be checked against
// the definitions (endpoint-contract.test.ts).
import type { AnswerOf, Endpoint, EndpointShape } from '@boibazar/shared/endpoint';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteShorthandOptions,
  FastifySchema,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { pageQuery, type PageQuery } from './pagination.ts';

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;
type AnswerIn<E extends EndpointShape> = E['answer'] extends z.ZodType ? z.input<E['answer']> : never;

/** What a handler gives back: the answer, or the reply it has sent itself (a list's page). */
type Answer<E extends EndpointShape> = AnswerIn<E> | AnswerOf<E> | FastifyReply;

/** The request as the endpoint's schemas decode it. */
export type EndpointRequest<E extends EndpointShape> = FastifyRequest & {
  params: Output<E['params']>;
  query: E['page'] extends true | 'inside'
    ? (E['query'] extends z.ZodType ? z.output<E['query']> : unknown) & PageQuery
    : Output<E['query']>;
  body: Output<E['body']>;
};

export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'> & {
  schema?: Pick<FastifySchema, 'tags' | 'description' | 'summary' | 'hide'>;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyApp = FastifyInstance<any, any, any, any, ZodTypeProvider>;

export function endpointRoute<E extends EndpointShape>(
  app: AnyApp,
  endpoint: Endpoint<E>,
  options: EndpointRouteOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>> | Answer<E>,
): void {
  const status = endpoint.status ?? 200;
  // A list's filters take `?limit=&cursor=` too; `safeExtend` keeps the filters' own checks (a date range's
  // `from` not after its `to`).
  const query = endpoint.page
    ? ((endpoint.query as z.ZodObject | undefined)?.safeExtend(pageQuery.shape) ?? pageQuery)
    : endpoint.query;
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    config: { ...options.config, endpoint },
    schema: {
      ...options.schema,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(query ? { querystring: query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      response: Object.fromEntries(
        [status, ...(endpoint.otherStatuses ?? [])].map((code) => [code, endpoint.answer]),
      ),
    },
    handler: async (request, reply) => {
      const answer = await handler(request as EndpointRequest<E>, reply);
      if (reply.sent) return reply;
      return reply.status(status).send(answer);
    },
  });
}
