import { type AnyCall, allCalls } from '@motus/contract';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, fuzzRequestsOf, sampleRequestOf } from '../helpers/fuzz-inputs.ts';
import { registeredMember } from '../helpers/identity.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();
let member = '';

beforeAll(async () => {
  ({ cookie: member } = await registeredMember(t, 'Member-Of-The-Fuzz-9'));
});

/** The member's session must last the whole run: logging out is left out (it takes no input anyway). */
const fuzzedCalls = allCalls.filter((call) => call.id !== 'identity.logout');
const guestCalls = fuzzedCalls.filter((call) => call.auth !== 'member');
/** Requests in flight at once: enough to keep the database busy, few enough for a 2-core machine. */
const PARALLEL = 8;

interface Answer {
  request: FuzzRequest;
  response: LightMyRequestResponse;
}

async function send(requests: FuzzRequest[], cookie: string | undefined): Promise<Answer[]> {
  const answers: Answer[] = [];
  for (let start = 0; start < requests.length; start += PARALLEL) {
    const batch = requests.slice(start, start + PARALLEL);
    const responses = await Promise.all(
      batch.map((request) =>
        t.request({
          method: request.method,
          url: request.url,
          ...(request.payload === undefined ? {} : { payload: request.payload }),
          headers: {
            'x-tenant': 'kraftwerk',
            ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
            ...(cookie ? { cookie } : {}),
          },
        }),
      ),
    );
    answers.push(...responses.map((response, index) => ({ request: batch[index] as FuzzRequest, response })));
  }
  return answers;
}

function described({ request, response }: Answer): string {
  return `${request.method} ${request.url.slice(0, 120)} (${request.label}): ${response.statusCode} ${response.body.slice(0, 200)}`;
}

function serverErrors(answers: Answer[]): string[] {
  return answers.filter(({ response }) => response.statusCode >= 500).map(described);
}

/** The calls by area (the first part of their id), so that each test stays short. */
function byArea(calls: AnyCall[]): [string, AnyCall[]][] {
  const areas = new Map<string, AnyCall[]>();
  for (const call of calls) {
    const area = call.id.split('.')[0] ?? call.id;
    areas.set(area, [...(areas.get(area) ?? []), call]);
  }
  return [...areas];
}

describe('every call of the contract, fed NUL bytes, overlong strings, wrong types and huge numbers', () => {
  it('has samples every call accepts, so that each changed input reaches as far as it can', async () => {
    const answers = await send(fuzzedCalls.map(sampleRequestOf), member);
    const refused = answers.filter(({ response }) => response.body.includes('"errorCode":"VALIDATION_FAILED"'));
    expect(refused.map(described)).toEqual([]);
  });

  it.each(byArea(guestCalls))('never answers a guest with a 5xx: %s', async (_area, calls) => {
    expect(serverErrors(await send(calls.flatMap(fuzzRequestsOf), undefined))).toEqual([]);
  });

  it.each(byArea(fuzzedCalls))('never answers a logged-in member with a 5xx: %s', async (_area, calls) => {
    expect(serverErrors(await send(calls.flatMap(fuzzRequestsOf), member))).toEqual([]);
  });
});
