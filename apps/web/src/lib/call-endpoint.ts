// Calls an endpoint from its shared definition (decision 466), through the one API client. It imports no zod:
// a first-load call passes the endpoint's zod-free route from paths.ts, typed by its definition (decision 482).
import {
  pathWith,
  type AnswerOf,
  type BodyOf,
  type EndpointShape,
  type ParamsOf,
  type QueryOf,
  type RouteOf,
  type StepInput,
} from '@boibazar/shared/endpoint';
import { api, apiPage, apiUpload, apiWithNext, type RequestOptions } from './api-client.ts';

/** What a call to `E` sends: its path's parameters and its body when it has them, its query, a signal. */
export type CallOptions<E extends EndpointShape> = (ParamsOf<E> extends undefined
  ? { params?: undefined }
  : { params: ParamsOf<E> }) &
  (undefined extends BodyOf<E> ? { body?: BodyOf<E> } : { body: BodyOf<E> }) & {
    query?: QueryOf<E> & RequestOptions['query'];
    signal?: AbortSignal;
  };

/** A route stands for its endpoint only when that endpoint is named (`call<typeof e>(route)`), never alone. */
type RouteTo<E extends EndpointShape> = string extends E['path'] ? never : RouteOf<NoInfer<E>>;

/**
 * Calls an endpoint defined in `@boibazar/shared` (decision 466): the method and path come from its
 * definition, the parameters, body and answer are typed from its schemas. On the first load, where the
 * schemas are not loaded, pass its route with the definition's type: `call<typeof e>(route)` (decision 482).
 */
export function call<E extends EndpointShape>(
  endpoint: E | RouteTo<E>,
  ...[options]: ParamsOf<E> extends undefined
    ? undefined extends BodyOf<E>
      ? [CallOptions<E>?]
      : [CallOptions<E>]
    : [CallOptions<E>]
): Promise<AnswerOf<E>> {
  return api<AnswerOf<E>>(pathWith(endpoint.path, options?.params), {
    method: endpoint.method,
    body: options?.body,
    query: options?.query,
    signal: options?.signal,
  });
}

type Item<E extends EndpointShape> = AnswerOf<E> extends Array<infer T> ? T : never;

/** One page of a list endpoint (`page: true`): its items typed from the definition, the next cursor. */
export function callPage<E extends EndpointShape & { page: true }>(
  endpoint: E | RouteTo<E>,
  options: Omit<CallOptions<E>, 'body'> & { cursor?: string; limit?: number },
): Promise<{ items: Item<E>[]; next?: string; headers: Headers }> {
  const { cursor, limit, query, params, signal } = options;
  return apiPage<Item<E>>(pathWith(endpoint.path, params), {
    query: { ...query, limit, cursor },
    signal,
  });
}

/**
 * An answer that holds one page of a list (`page: 'inside'`, the category page with its books): the answer
 * typed from the definition, and the next page's cursor.
 */
export function callWithNext<E extends EndpointShape & { page: 'inside' }>(
  endpoint: E | RouteTo<E>,
  options: Omit<CallOptions<E>, 'body'> & { cursor?: string; limit?: number },
): Promise<{ data: AnswerOf<E>; next?: string }> {
  const { cursor, limit, query, params, signal } = options;
  return apiWithNext<AnswerOf<E>>(pathWith(endpoint.path, params), {
    query: { ...query, limit, cursor },
    signal,
  });
}

/** Sends one file to an upload endpoint (multipart/form-data), reporting progress; the answer typed from it. */
export function callUpload<E extends EndpointShape>(
  endpoint: E | RouteTo<E>,
  params: ParamsOf<E>,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<AnswerOf<E>> {
  return apiUpload<AnswerOf<E>>(pathWith(endpoint.path, params), form, onProgress);
}

/** Takes one step of a flow (`orderSteps`, `exchangeSteps`): its endpoint by name, with its body if it has one. */
export function callStep<Steps extends Record<string, EndpointShape>>(
  steps: Steps,
  input: StepInput<Steps>,
  params: Record<string, string | number>,
): Promise<AnswerOf<Steps[keyof Steps]>> {
  const endpoint: EndpointShape = steps[input.step]!;
  return api(pathWith(endpoint.path, params), { method: endpoint.method, body: input.body });
}
