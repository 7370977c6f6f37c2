import type { WhitelabelConfig } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { accountContextFor, brandRules, isCustomAccountContext } from './brand-rules.ts';

function brand(id: number, accountContext = 'MY_SPORTS', hideSupportUrl = false): WhitelabelConfig {
  return { id, accountContext, hideSupportUrl } as WhitelabelConfig;
}

describe('brandRules', () => {
  it.each([2, 8, 40, 48, 49])('hides the support link for brand %i', (id) => {
    expect(brandRules(brand(id)).supportLinkHidden).toBe(true);
  });

  it('applies each rule to its ids only', () => {
    expect(brandRules(brand(2))).toEqual({
      supportLinkHidden: true,
      homeTabHidden: true,
      customCancellationLink: true,
      initialisesFirstConnectedStudio: false,
    });
    expect(brandRules(brand(40))).toMatchObject({ homeTabHidden: false, initialisesFirstConnectedStudio: true });
    expect(brandRules(brand(11))).toMatchObject({ supportLinkHidden: false, customCancellationLink: true });
    expect(brandRules(brand(77))).toEqual({
      supportLinkHidden: false,
      homeTabHidden: false,
      customCancellationLink: false,
      initialisesFirstConnectedStudio: false,
    });
    expect(brandRules(null).supportLinkHidden).toBe(false);
  });

  it('also hides support when the brand configures it', () => {
    expect(brandRules(brand(77, 'MY_SPORTS', true)).supportLinkHidden).toBe(true);
  });
});

describe('account contexts', () => {
  it('knows FIT_X, RSG_GROUP and MY_SPORTS; anything else is custom', () => {
    expect(['FIT_X', 'RSG_GROUP', 'MY_SPORTS'].map(isCustomAccountContext)).toEqual([false, false, false]);
    expect(isCustomAccountContext('LONE_STAR_ATHLETIC')).toBe(true);
  });

  it('maps the seven named studio groups to the group context', () => {
    expect(accountContextFor('gipfelwerk', brand(2))).toBe('RSG_GROUP');
    expect(accountContextFor('kraftwerk', brand(2, 'MY_SPORTS'))).toBe('MY_SPORTS');
    expect(accountContextFor(undefined, null)).toBeUndefined();
  });
});
