import type { NewStudioOpeningHoursRow } from '../modules/studios/schema.ts';
import type { NewUtilizationSettingsRow } from '../modules/utilization/schema.ts';
import { type DemoStudio, demoStudios } from './studios.ts';

type Ranges = [opens: string, closes: string][];

/** How a demo studio opens and how busy it is. */
export interface StudioProfile {
  /** Opening ranges Monday to Friday, Saturday and Sunday, local times. */
  weekdays: Ranges;
  saturday: Ranges;
  sunday: Ranges;
  capacity: number;
  /** Visits on an ordinary Wednesday; Mondays are busier, Sundays quieter. */
  visitsPerDay: number;
  visibility: NewUtilizationSettingsRow['visibility'];
}

const ALL_DAY: Ranges = [['00:00', '24:00']];

export const studioProfiles: Record<number, StudioProfile> = {
  1210001001: {
    weekdays: [['06:00', '24:00']],
    saturday: [['08:00', '22:00']],
    sunday: [['08:00', '22:00']],
    capacity: 180,
    visitsPerDay: 220,
    visibility: 'PUBLIC',
  },
  1210001002: {
    weekdays: [['06:00', '23:00']],
    saturday: [['08:00', '21:00']],
    sunday: [['09:00', '20:00']],
    capacity: 150,
    visitsPerDay: 190,
    visibility: 'PUBLIC',
  },
  1210001003: {
    weekdays: [
      ['06:30', '14:00'],
      ['15:00', '22:30'],
    ],
    saturday: [['09:00', '18:00']],
    sunday: [['10:00', '16:00']],
    capacity: 110,
    visitsPerDay: 130,
    visibility: 'PUBLIC',
  },
  1210001004: {
    weekdays: [['06:00', '23:00']],
    saturday: [['08:00', '20:00']],
    sunday: [['08:00', '20:00']],
    capacity: 90,
    visitsPerDay: 100,
    visibility: 'PUBLIC',
  },
  1320002001: {
    weekdays: [['06:00', '22:00']],
    saturday: [['08:00', '20:00']],
    sunday: [['09:00', '18:00']],
    capacity: 80,
    visitsPerDay: 90,
    visibility: 'MEMBERS',
  },
  1530003001: {
    weekdays: ALL_DAY,
    saturday: ALL_DAY,
    sunday: ALL_DAY,
    capacity: 140,
    visitsPerDay: 150,
    visibility: 'PUBLIC',
  },
};

export function profileOf(studio: DemoStudio): StudioProfile {
  const profile = studioProfiles[studio.row.id];
  if (!profile) throw new Error(`no profile for demo studio ${studio.row.id}`);
  return profile;
}

/** The ranges of an ISO weekday (1 Monday … 7 Sunday). */
export function rangesOn(profile: StudioProfile, weekday: number): Ranges {
  if (weekday === 6) return profile.saturday;
  if (weekday === 7) return profile.sunday;
  return profile.weekdays;
}

export function openingHoursRows(): NewStudioOpeningHoursRow[] {
  return demoStudios.flatMap((studio) =>
    [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) =>
      rangesOn(profileOf(studio), weekday).map(([opensAt, closesAt]) => ({
        tenantId: studio.row.tenantId,
        studioId: studio.row.id,
        weekday,
        opensAt,
        closesAt,
      })),
    ),
  );
}

export function utilizationSettingsRows(): NewUtilizationSettingsRow[] {
  return demoStudios.map((studio) => {
    const { capacity, visibility } = profileOf(studio);
    return { studioId: studio.row.id, tenantId: studio.row.tenantId, capacity, visibility };
  });
}
