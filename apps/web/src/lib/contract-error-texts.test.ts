import { allCalls, TaxIdCheckErrors } from '@motus/contract';
import { flattenCatalogue, readCatalogue } from '@motus/i18n/catalogues';
import { describe, expect, it } from 'vitest';

/** The call families of the contract areas: offers and signing, the member's contracts, add-ons, bank checks, cancellation. */
const CONTRACT_CALL_PREFIXES = ['contracts.', 'moduleContracts.', 'contractOffers.', 'bank.', 'contractCancellation.'];

const contractCalls = allCalls.filter((call) => CONTRACT_CALL_PREFIXES.some((prefix) => call.id.startsWith(prefix)));
const contractErrorCodes = [
  ...new Set([...contractCalls.flatMap((call) => call.errors), ...Object.values(TaxIdCheckErrors)]),
].sort();

describe('error texts of the contract areas', () => {
  it('has an en-GB text at account.errors.<CODE> for every error code the contract calls and the tax-id check answer', async () => {
    const texts = flattenCatalogue(await readCatalogue('account', 'en-GB'));
    expect(contractCalls.length).toBeGreaterThan(0);
    const untranslated = contractErrorCodes.filter((code) => !texts.get(`account.errors.${code}`)?.trim());
    expect(untranslated).toEqual([]);
  });
});
