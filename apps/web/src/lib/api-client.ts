// The one API client: same-origin /api, bearer token from localStorage, errors as ApiError.
// NOTE: constants come from shared/http, not identity/common, to keep zod out of the main bundle.
import type { ErrorCode } from '@boibazar/shared/errors';
import { ACCESS_TOKEN_KEY, NEXT_CURSOR_HEADER } from '@boibazar/shared/http';
import { textOf } from '../i18n/i18n.ts';
import { currentLanguage } from '../i18n/locale.ts';

/** The server's code (the rule that refused, decision 417), or the client's own when no JSON came back. */
export type ApiErrorCode = ErrorCode | 'HTTP_ERROR' | 'NETWORK';

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: ApiErrorCode,
    message: string,
    public readonly fields?: Array<{ field: string; message: string }>,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Whether `error` is the API refusing with one of `codes`: pages key on the rule, never on the words. */
export const refusedWith = (error: unknown, ...codes: ApiErrorCode[]): error is ApiError =>
  error instanceof ApiError && codes.includes(error.code);

/** No session, or one that has ended: the stored token is no good any more. */
export const isSignedOut = (error: unknown): boolean => refusedWith(error, 'UNAUTHORIZED', 'SESSION_ENDED');

export const getAccessToken = (): string | null => localStorage.getItem(ACCESS_TOKEN_KEY);
export const setAccessToken = (token: string | null): void => {
  if (token) localStorage.setItem(ACCESS_TOKEN_KEY, token);
  else localStorage.removeItem(ACCESS_TOKEN_KEY);
};

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
}

async function send(path: string, options: RequestOptions = {}): Promise<Response> {
  const url = new URL(`/api${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value));
  }
  // The server writes its messages in the reader's language (a signed-in member's saved one wins).
  const headers: Record<string, string> = {
    accept: 'application/json',
    'accept-language': currentLanguage(),
  };
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  const isForm = options.body instanceof FormData;
  if (options.body !== undefined && !isForm) headers['content-type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body:
      options.body === undefined
        ? undefined
        : isForm
          ? (options.body as FormData)
          : JSON.stringify(options.body),
    signal: options.signal,
  });
  if (!response.ok) {
    let code: ApiErrorCode = 'HTTP_ERROR';
    let message = textOf('lib').requestFailedStatus({ status: response.status });
    let fields;
    try {
      const body = await response.json();
      code = body?.error?.code ?? code;
      message = body?.error?.message ?? message;
      fields = body?.error?.fields;
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(response.status, code, message, fields);
  }
  return response;
}

/** A signed-in page the server renders (a parcel label): its HTML, fetched with the member's token. */
export async function apiText(path: string): Promise<string> {
  return (await send(path)).text();
}

/** A file the server makes for a signed-in member (a CSV): its exact bytes (text() would drop a BOM). */
export async function apiBlob(path: string, options?: RequestOptions): Promise<Blob> {
  return (await send(path, options)).blob();
}

export async function api<T>(path: string, options?: RequestOptions): Promise<T> {
  const response = await send(path, options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** A list endpoint's page: the items, the cursor of the next page, if any, and the answer's headers. */
export async function apiPage<T>(
  path: string,
  options?: RequestOptions,
): Promise<{ items: T[]; next?: string; headers: Headers }> {
  const response = await send(path, options);
  const items = (await response.json()) as T[];
  return { items, next: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined, headers: response.headers };
}

/** An object answer that also pages (e.g. a category with its books): the body and the next cursor. */
export async function apiWithNext<T>(
  path: string,
  options?: RequestOptions,
): Promise<{ data: T; next?: string }> {
  const response = await send(path, options);
  return { data: (await response.json()) as T, next: response.headers.get(NEXT_CURSOR_HEADER) ?? undefined };
}

/**
 * Sends a file as multipart/form-data and reports upload progress (0–1). NOTE: XMLHttpRequest, because
 * fetch cannot report upload progress; same origin, token and error shape as every other call.
 */
export function apiUpload<T>(
  path: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = getAccessToken();
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: { error?: { code?: ApiErrorCode; message?: string } } | undefined;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else
        reject(
          new ApiError(
            xhr.status,
            body?.error?.code ?? 'HTTP_ERROR',
            body?.error?.message ??
              (xhr.status === 413
                ? textOf('lib').thePhotoIsTooLarge
                : textOf('lib').uploadFailedStatus({ status: xhr.status })),
          ),
        );
    };
    xhr.onerror = () => reject(new ApiError(0, 'NETWORK', textOf('lib').theUploadFailedCheckYour));
    xhr.send(form);
  });
}
