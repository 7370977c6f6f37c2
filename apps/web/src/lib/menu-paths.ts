import { studioPath } from './studio-route.ts';

/** The studio's sections below its page, each behind a permission from the studio's active menu entries. */
export type StudioSection =
  | 'news'
  | 'appointments'
  | 'courses'
  | 'events'
  | 'checkinReservation'
  | 'offers'
  | 'dayTickets'
  | 'vouchers'
  | 'trialSession'
  | 'contract';

export interface StudioSectionPath {
  /** The path below the studio prefix. */
  path: string;
  /** Where the section starts when it is entered (the trial session at its first step). */
  entry: string;
  permission: string;
  /** A feature flag the section needs besides the permission. */
  feature?: string;
  /** The tracking origin a visit through a link to the section records (spec 000 section 2.6). */
  origin: string;
}

const section = (path: string, permission: string, origin: string): StudioSectionPath => ({
  path,
  entry: path,
  permission,
  origin,
});

/** Menu entries (as permissions) to the portal paths of the route table. */
export const STUDIO_SECTIONS: Readonly<Record<StudioSection, StudioSectionPath>> = {
  news: section('news', 'NEWS', 'studio-news'),
  appointments: section('appointments', 'BENEFITS', 'appointments'),
  courses: section('course', 'COURSES', 'courses'),
  events: section('events', 'STUDIO_EVENTS', 'events'),
  checkinReservation: section('checkin-reservation', 'CHECKIN_RESERVATION', 'checkin-reservation'),
  offers: section('offers', 'BENEFIT_OFFERS', 'offers'),
  dayTickets: section('day-tickets', 'DAY_TICKETS', 'day-tickets'),
  vouchers: section('vouchers', 'VOUCHERS', 'vouchers'),
  trialSession: {
    path: 'trial-session',
    entry: 'trial-session/1',
    permission: 'TRIAL_SESSION',
    feature: 'TRIAL_SESSION',
    origin: 'trial-session-step',
  },
  contract: section('contract', 'CONTRACT', 'contract'),
};

export interface SectionRules {
  can: (permission: string) => boolean;
  feature: (name: string) => boolean;
}

/** Whether the user may open the section: its permission, and its feature when it has one. */
export function isSectionAvailable(id: StudioSection, rules: SectionRules): boolean {
  const { permission, feature } = STUDIO_SECTIONS[id];
  return rules.can(permission) && (feature === undefined || rules.feature(feature));
}

/** Where a member of the studio's tenant manages their memberships (self-service) instead of buying one. */
export const MEMBER_CONTRACTS_PATH = '/contract/current';

/** The address a section is entered at; the memberships of a member connected to the tenant are their contracts. */
export function sectionEntryHref(id: StudioSection, studioUuid: string, can: (permission: string) => boolean): string {
  if (id === 'contract' && can('HAS_TENANT_CONNECT')) return MEMBER_CONTRACTS_PATH;
  return `${studioPath(studioUuid)}/${STUDIO_SECTIONS[id].entry}`;
}
