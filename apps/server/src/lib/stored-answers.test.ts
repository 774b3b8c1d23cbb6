// Decision 505: a stored answer is written by JSON.stringify; outside production the route's own serialiser
// writes it too, and an answer that is not exactly what the schema writes fails instead of going out.
import Fastify from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createFastSerializerCompiler } from './fast-serializer.ts';
import { noReadCache } from './read-cache.ts';
import { storedAnswers } from './stored-answers.ts';

async function appAnswering(answer: unknown, verify: boolean) {
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(createFastSerializerCompiler({ verify }));
  const answers = storedAnswers(noReadCache, 'test', [], { verify });
  app.get(
    '/answer',
    {
      onRequest: answers.onRequest,
      schema: {
        response: { 200: z.object({ id: z.string(), count: z.number(), note: z.string().nullable() }) },
      },
    },
    async (request, reply) => answers.send(request, reply, answer),
  );
  await app.ready();
  return app;
}

describe('storedAnswers', () => {
  it('when the answer is exactly the schema, then JSON.stringify writes it', async () => {
    const app = await appAnswering({ id: 'a"b', count: 2, note: null }, true);
    const res = await app.inject({ url: '/answer' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.body).toBe('{"id":"a\\"b","count":2,"note":null}');
    await app.close();
  });

  it('when the answer holds more than the schema, then with verify it fails; without, it goes out as built', async () => {
    const extra = { id: 'a', count: 2, note: null, secret: 'x' };
    const checked = await appAnswering(extra, true);
    expect((await checked.inject({ url: '/answer' })).statusCode).toBe(500);
    await checked.close();
    const unchecked = await appAnswering(extra, false);
    expect((await unchecked.inject({ url: '/answer' })).json()).toEqual(extra);
    await unchecked.close();
  });
});
