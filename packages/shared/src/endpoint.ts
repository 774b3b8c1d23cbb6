// One endpoint, defined once (decision 466): its method, its path (with `:name` placeholders) and the zod
// schemas of its params, query, body and answer. The server registers its route from it
// (apps/server/src/lib/endpoint-route.ts), the web calls it through `call()` (apps/web/src/lib/call-endpoint.ts).
// This file imports zod's types only: the definitions themselves sit in their capability's schema file.
import type { z } from 'zod';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface EndpointShape {
  readonly method: Method;
  /** Under /api, with `:name` for each parameter, e.g. `/orders/:id/handover`. */
  readonly path: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** The successful answer; `z.undefined()` for an answer without a body. */
  readonly answer: z.ZodType;
  /** The status of the successful answer: 200 unless given. */
  readonly status?: number;
  /**
   * Other successful statuses with the same answer (phone sign-up: 201 for a new account, 200 for a known
   * number); the handler sends those itself (decision 496).
   */
  readonly otherStatuses?: readonly number[];
  /**
   * A list: `answer` is the array, the query also takes `?limit=&cursor=` and the next page's cursor comes
   * back in a header (decision 005). `query`, if any, is then an object schema of the list's filters.
   * `'inside'`: the answer is an object holding one page of a list (the category page with its books),
   * paged the same way (decision 497).
   */
  readonly page?: true | 'inside';
}

const ENDPOINT = Symbol.for('boibazar.endpoint');

export type Endpoint<S extends EndpointShape = EndpointShape> = S & { readonly [ENDPOINT]: true };

export function defineEndpoint<const S extends EndpointShape>(shape: S): Endpoint<S> {
  return Object.freeze({ ...shape, [ENDPOINT]: true as const });
}

/**
 * An endpoint's method and path alone (decision 482): for the capabilities the web calls on its first load,
 * `paths.ts` holds these free of zod, the schema file makes each an endpoint by adding its schemas
 * (`defineEndpoint({ ...notificationRoutes.unreadCount, answer })`), and the web calls the route typed by
 * that endpoint (`call<typeof notificationEndpoints.unreadCount>(notificationRoutes.unreadCount)`), which
 * only compiles while the two agree on method and path.
 */
export interface Route {
  readonly method: Method;
  readonly path: string;
}

/** What a call to `E` needs at run time: its method and path. */
export type RouteOf<E extends EndpointShape> = Pick<E, 'method' | 'path'>;

export const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && ENDPOINT in value;

/** The names of a path's `:name` placeholders. */
export type PathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the web sends and receives; the server's side reads the schemas' outputs. */
export type ParamsOf<E extends EndpointShape> = [PathParamNames<E['path']>] extends [never]
  ? undefined
  : Record<PathParamNames<E['path']>, string | number>;
export type QueryOf<E extends EndpointShape> = Input<E['query']>;
export type BodyOf<E extends EndpointShape> = Input<E['body']>;
export type AnswerOf<E extends EndpointShape> = z.output<E['answer']>;

/**
 * The steps of a flow (an order's, an exchange's), one endpoint each, as `{ step, body }` inputs: a step
 * whose endpoint takes no body has none.
 */
export type StepInput<Steps extends Record<string, EndpointShape>> = {
  [K in keyof Steps & string]: undefined extends BodyOf<Steps[K]>
    ? { step: K; body?: BodyOf<Steps[K]> }
    : { step: K; body: BodyOf<Steps[K]> };
}[keyof Steps & string];

/** The path with each `:name` replaced by its value, percent-encoded. */
export function pathWith(path: string, params: Record<string, string | number> | undefined): string {
  return path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${path}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
}
