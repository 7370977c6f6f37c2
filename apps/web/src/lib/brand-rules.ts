import { accountContexts, type WhitelabelConfig } from '@motus/contract';

/** Brand-specific behaviour by white-label id (spec 000 section 6). */
const SUPPORT_HIDDEN = new Set([2, 8, 40, 48, 49]);
const HOME_TAB_HIDDEN = new Set([2, 3, 4]);
const CUSTOM_CANCELLATION_LINK = new Set([2, 3, 4, 11, 12]);
const INITIALISES_FIRST_CONNECTED_STUDIO = new Set([40]);

/**
 * The spec says seven named studio groups share one group account context without naming them; these are Motus's
 * seven (docs/decisions.md), all answered by the RSG_GROUP context.
 */
export const GROUP_CONTEXT_STUDIO_GROUPS = [
  'alpenfit',
  'alpenfit-premium',
  'gipfelwerk',
  'talstation',
  'basecamp-fitness',
  'summit-club',
  'bergwerk-gym',
] as const;
export const GROUP_ACCOUNT_CONTEXT = 'RSG_GROUP';

export interface BrandRules {
  supportLinkHidden: boolean;
  homeTabHidden: boolean;
  customCancellationLink: boolean;
  initialisesFirstConnectedStudio: boolean;
}

export function brandRules(config: WhitelabelConfig | null): BrandRules {
  const id = config?.id ?? -1;
  return {
    supportLinkHidden: SUPPORT_HIDDEN.has(id) || Boolean(config?.hideSupportUrl),
    homeTabHidden: HOME_TAB_HIDDEN.has(id),
    customCancellationLink: CUSTOM_CANCELLATION_LINK.has(id),
    initialisesFirstConnectedStudio: INITIALISES_FIRST_CONNECTED_STUDIO.has(id),
  };
}

export function isCustomAccountContext(context: string): boolean {
  return !(accountContexts as readonly string[]).includes(context);
}

/** The account context a request runs in: the group context for the named studio groups, else the brand's own. */
export function accountContextFor(
  studioGroup: string | undefined,
  config: WhitelabelConfig | null,
): string | undefined {
  if (studioGroup && (GROUP_CONTEXT_STUDIO_GROUPS as readonly string[]).includes(studioGroup)) {
    return GROUP_ACCOUNT_CONTEXT;
  }
  return config?.accountContext;
}
