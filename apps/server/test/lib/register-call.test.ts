import { Writable } from 'node:stream';
import { defineCall } from '@motus/contract';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { registerCall } from '../../src/lib/register-call.ts';
import errorsPlugin from '../../src/plugins/errors.ts';
import requestContextPlugin from '../../src/plugins/request-context.ts';

const wronglyAnswered = defineCall({
  id: 'test.wronglyAnswered',
  method: 'GET',
  path: '/v1/test/wrong-answer',
  auth: 'public',
  answer: z.object({ count: z.number() }),
});

/** A bare app with one call whose handler answers against its own schema, logging into the returned lines. */
async function appAnsweringWrong() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)));
      done();
    },
  });
  const app = Fastify({ logger: { level: 'error', stream } });
  await app.register(errorsPlugin);
  await app.register(requestContextPlugin);
  registerCall(app, wronglyAnswered, async () => ({ count: 'many' }) as unknown as { count: number });
  await app.ready();
  return { app, lines };
}

describe('an answer that fails its own schema', () => {
  it('is answered as a 500 with the error body and logged at error level with the call and the issues', async () => {
    const { app, lines } = await appAnsweringWrong();
    const response = await app.inject({ url: '/v1/test/wrong-answer' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      errorCode: 'INTERNAL_ERROR',
      errorMessage: 'Internal server error',
      traceId: expect.any(String),
    });
    const logged = lines.find((line) => line.msg === 'an answer failed its schema');
    expect(logged).toMatchObject({
      level: 50,
      call: 'test.wronglyAnswered',
      path: '/v1/test/wrong-answer',
      issues: [expect.objectContaining({ path: ['count'] })],
    });
  });
});
