// The one error handler: every failure leaves as { error: { code, message } } and a 5xx never carries internals.
// An AppError's code names the rule that refused (packages/shared/src/errors.ts, decision 417).
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { GenericErrorCode } from '@boibazar/shared/errors';
import { refusalOf } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';
import { checkSession } from './auth.ts';
import { outageOf } from '../lib/outage.ts';
import { languageFromHeader, localise, type TextLanguage } from '../lib/server-text.ts';

// A failure that is not an AppError (Fastify's own, a plugin's) is named by its HTTP class.
const codeByStatus: Record<number, GenericErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
};

export interface ErrorsOptions {
  /** The member's saved language, or null (identity answers it; this plugin imports no module). */
  savedLanguage(userId: string): Promise<TextLanguage | null>;
}

export default fp(async function errors(app: FastifyInstance, opts: ErrorsOptions) {
  // Messages follow the signed-in member's language, else the request's Accept-Language (issue 17).
  const languageOf = async (request: FastifyRequest): Promise<TextLanguage> => {
    // A session the route meant to check in its own statement, which failed or never ran (decision 513).
    await checkSession(request).catch(() => undefined);
    const saved = request.user ? await opts.savedLanguage(request.user._id).catch(() => null) : null;
    return saved ?? languageFromHeader(request.headers['accept-language']);
  };

  app.setErrorHandler(async (thrown: FastifyError, request, reply) => {
    const language = await languageOf(request);
    const say = (message: string) => localise(message, language);
    const refusal = refusalOf(thrown);
    if (refusal)
      request.log.warn({ err: thrown }, 'the database refused the input; answered %d', refusal.status);
    const outage = refusal ? undefined : outageOf(thrown);
    if (outage) request.log.error({ err: thrown }, 'a dependency is down; answered 503');
    const error = refusal ?? outage ?? thrown;
    if (error instanceof AppError) {
      if (error.status === 503) void reply.header('retry-after', '5');
      return reply.status(error.status).send({
        error: {
          code: error.code,
          message: say(error.message),
          ...(error.details ? { details: error.details } : {}),
        },
      });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields = error.validation.map((v) => ({
        field: [error.validationContext, ...String(v.instancePath).split('/').filter(Boolean)].join('.'),
        message: v.message === undefined ? v.message : say(v.message),
      }));
      const first = fields[0];
      return reply.status(400).send({
        error: {
          code: 'VALIDATION_FAILED',
          message: first ? `${first.field}: ${first.message}` : say('The request is not valid'),
          fields,
        },
      });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: { code: 'INTERNAL', message: say('Something went wrong on our side') } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .status(status)
        .send({ error: { code: codeByStatus[status] ?? 'BAD_REQUEST', message: say(error.message) } });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: { code: 'INTERNAL', message: say('Something went wrong on our side') } });
  });
});
