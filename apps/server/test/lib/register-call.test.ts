import { Writable } from 'node:stream';
import { defineCall, ErrorCodes } from '@motus/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '../../src/lib/http-error.ts';
import { registerCall } from '../../src/lib/register-call.ts';
import errorsPlugin from '../../src/plugins/errors.ts';
import jsonBodyPlugin from '../../src/plugins/json-body.ts';
import requestContextPlugin from '../../src/plugins/request-context.ts';

const wronglyAnswered = defineCall({
  id: 'test.wronglyAnswered',
  method: 'GET',
  path: '/v1/test/wrong-answer',
  auth: 'public',
  answer: z.object({ count: z.number() }),
});

/** A bare app with the calls `register` adds, logging into the returned lines. */
async function appWithLog(register: (app: FastifyInstance) => void) {
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
  register(app);
  await app.ready();
  return { app, lines };
}

/** One call whose handler answers against its own schema. */
function appAnsweringWrong() {
  return appWithLog((app) =>
    registerCall(app, wronglyAnswered, async () => ({ count: 'many' }) as unknown as { count: number }),
  );
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

const bodiless = defineCall({
  id: 'test.bodiless',
  method: 'POST',
  path: '/v1/test/bodiless',
  auth: 'public',
  answer: z.object({ ok: z.boolean() }),
});

describe('a call without a body', () => {
  it('accepts no body, an empty JSON body and an empty object', async () => {
    const app = Fastify();
    await app.register(errorsPlugin);
    await app.register(jsonBodyPlugin);
    await app.register(requestContextPlugin);
    registerCall(app, bodiless, async () => ({ ok: true }));
    await app.ready();
    const json = { 'content-type': 'application/json' };
    const answers = await Promise.all([
      app.inject({ method: 'POST', url: '/v1/test/bodiless' }),
      app.inject({ method: 'POST', url: '/v1/test/bodiless', headers: json, payload: '' }),
      app.inject({ method: 'POST', url: '/v1/test/bodiless', headers: json, payload: '{}' }),
    ]);
    const refusedWithContent = await app.inject({
      method: 'POST',
      url: '/v1/test/bodiless',
      headers: json,
      payload: '{"unexpected":1}',
    });
    await app.close();
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(refusedWithContent.statusCode).toBe(400);
  });
});

const refusing = defineCall({
  id: 'test.refusing',
  method: 'GET',
  path: '/v1/test/refusing/{errorCode}',
  auth: 'public',
  params: z.object({ errorCode: z.string() }),
  errors: [ErrorCodes.notFound],
  answer: z.object({ ok: z.boolean() }),
});

/** A call that declares NOT_FOUND and refuses with the code its path names. */
function appRefusingWith() {
  return appWithLog((app) =>
    registerCall(app, refusing, async ({ params }) => {
      throw new HttpError(404, params.errorCode, 'Refused');
    }),
  );
}

describe('a refusal', () => {
  it('keeps a code the call declares, and the implied VALIDATION_FAILED', async () => {
    const { app, lines } = await appRefusingWith();
    const declared = await app.inject({ url: '/v1/test/refusing/NOT_FOUND' });
    const implied = await app.inject({ url: '/v1/test/refusing/VALIDATION_FAILED' });
    await app.close();
    expect([declared.statusCode, declared.json().errorCode]).toEqual([404, 'NOT_FOUND']);
    expect([implied.statusCode, implied.json().errorCode]).toEqual([404, 'VALIDATION_FAILED']);
    expect(lines).toEqual([]);
  });

  it('with a code the call does not declare is a 500, logged with the call and the code', async () => {
    const { app, lines } = await appRefusingWith();
    const response = await app.inject({ url: '/v1/test/refusing/STUDIO_NOT_FOUND' });
    await app.close();
    expect(response.statusCode).toBe(500);
    expect(response.json()).toMatchObject({ errorCode: 'INTERNAL_ERROR' });
    const logged = lines.find((line) => line.msg === 'an error code the call does not declare');
    expect(logged).toMatchObject({ level: 50, call: 'test.refusing', errorCode: 'STUDIO_NOT_FOUND' });
  });
});
