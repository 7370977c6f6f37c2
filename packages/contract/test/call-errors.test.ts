import { describe, expect, it } from 'vitest';
import * as errors from '../src/errors/index.ts';
import { allCalls } from '../src/index.ts';

/** Every code of the contract's error constants (the objects and the shared lists alike). */
const knownCodes = new Set(
  Object.values(errors).flatMap((value) =>
    typeof value === 'object' && value !== null ? Object.values(value).filter((code) => typeof code === 'string') : [],
  ),
);

describe("the calls' error lists", () => {
  it('name only codes of the contract', () => {
    const unknown = allCalls.flatMap((call) =>
      call.errors.filter((code) => !knownCodes.has(code)).map((code) => `${call.id}: ${code}`),
    );
    expect(unknown).toEqual([]);
  });
});
