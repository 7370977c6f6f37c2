import { ErrorCodes, getStudioByAlias, getTranslations } from '@motus/contract';
import { getStudioByAlias as studioWithSchemas } from '@motus/contract/schemas';
import { describe, expect, it } from 'vitest';

describe('the contract as the web build ships it (build/client-contract.ts)', () => {
  it('gives each call the fields the client sends it by, without its schemas', () => {
    expect(getTranslations).toMatchObject({
      method: 'GET',
      path: '/translations/{tag}/{language}.json',
      family: 'site',
    });
    expect(() => getTranslations.answer).toThrow(/@motus\/contract\/schemas/);
    expect(() => getStudioByAlias.params).toThrow(/ships calls without schemas/);
  });

  it('keeps enums as values and gives the full call to a form that imports it with its schemas', () => {
    expect(ErrorCodes.validationFailed).toBe('VALIDATION_FAILED');
    expect(studioWithSchemas.params.safeParse({}).success).toBe(false);
  });
});
