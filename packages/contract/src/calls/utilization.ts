import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes, UtilizationErrors } from '../errors/index.ts';
import { isoDateTime, studioNumber } from '../schemas.ts';
import { weekdays } from './studio-details.ts';

export const utilizationLevels = ['LOW', 'MEDIUM', 'HIGH'] as const;

const studioParams = z.object({ studioId: studioNumber });
const percentage = z.number().int().min(0).max(100);
const level = z.enum(utilizationLevels);

/** The studio right now: people checked in against its capacity. */
export const utilizationSchema = z.object({
  studioId: z.number().int(),
  timestamp: isoDateTime,
  activeCheckins: z.number().int(),
  capacity: z.number().int(),
  percentage,
  level,
});

export const revealSchema = z.object({
  studioId: z.number().int(),
  /** Whether the caller may see the figures: the studio shows them to everyone, or to its own members. */
  reveal: z.boolean(),
  visibility: z.enum(['PUBLIC', 'MEMBERS', 'HIDDEN']),
});

export const activeCheckinSchema = z.object({
  studioId: z.number().int(),
  timestamp: isoDateTime,
  activeCheckins: z.number().int(),
});

/** One hour of the day: the average number of people present during it, against capacity. */
export const hourlyUtilizationSchema = z.object({
  hour: z.number().int().min(0).max(23),
  averageCheckins: z.number(),
  percentage,
  level,
});

export const historicUtilizationSchema = z.object({
  studioId: z.number().int(),
  zoneId: z.string(),
  dayOfWeek: z.enum(weekdays),
  /** How many past weeks the averages cover. */
  weeks: z.number().int(),
  hours: z.array(hourlyUtilizationSchema),
});

export const todayUtilizationSchema = z.object({
  studioId: z.number().int(),
  zoneId: z.string(),
  /** Today in the studio's zone, YYYY-MM-DD. */
  date: z.string(),
  /** From midnight up to the current hour (the current hour so far). */
  hours: z.array(hourlyUtilizationSchema.extend({ startDateTime: isoDateTime })),
});

export const utilizationLimitsSchema = z.object({
  studioId: z.number().int(),
  capacity: z.number().int(),
  /** The level of a percentage p is the one with fromPercentage <= p < toPercentage (HIGH includes 100). */
  limits: z.array(z.object({ level, fromPercentage: percentage, toPercentage: percentage })),
});

const historicQuery = z.object({
  /** Default: today's weekday in the studio's zone. */
  dayOfWeek: z.enum(weekdays).optional(),
  weeks: z.coerce.number().int().min(1).max(8).default(8),
});

interface UtilizationCallSpec<A extends z.ZodType, Q extends z.ZodType> {
  name: string;
  version: 'v1' | 'v2';
  suffix: string;
  answer: A;
  query: Q;
  errors: readonly string[];
}

/** Each utilization call exists for members (`/nox/v…`) and for visitors (`/nox/public/v…`). */
function utilizationPair<A extends z.ZodType, Q extends z.ZodType>(spec: UtilizationCallSpec<A, Q>) {
  const tail = `studios/{studioId}/utilization${spec.suffix}`;
  const shared = {
    method: 'GET' as const,
    params: studioParams,
    query: spec.query,
    answer: spec.answer,
    errors: [ErrorCodes.studioNotFound, UtilizationErrors.notConfigured, ...spec.errors],
  };
  return {
    member: defineCall({
      ...shared,
      id: `utilization.${spec.name}Member`,
      path: `/nox/${spec.version}/${tail}`,
      auth: 'member',
    }),
    public: defineCall({
      ...shared,
      id: `utilization.${spec.name}Public`,
      path: `/nox/public/${spec.version}/${tail}`,
      auth: 'public',
    }),
  };
}

const noQuery = z.object({});
const current = utilizationPair({
  name: 'current',
  version: 'v1',
  suffix: '',
  answer: utilizationSchema,
  query: noQuery,
  errors: [UtilizationErrors.notRevealed],
});
const reveal = utilizationPair({
  name: 'reveal',
  version: 'v1',
  suffix: '/reveal',
  answer: revealSchema,
  query: noQuery,
  errors: [],
});
const active = utilizationPair({
  name: 'activeCheckin',
  version: 'v2',
  suffix: '/active-checkin',
  answer: activeCheckinSchema,
  query: noQuery,
  errors: [UtilizationErrors.notRevealed],
});
const historic = utilizationPair({
  name: 'historic',
  version: 'v2',
  suffix: '/historic',
  answer: historicUtilizationSchema,
  query: historicQuery,
  errors: [UtilizationErrors.notRevealed],
});
const limits = utilizationPair({
  name: 'limits',
  version: 'v2',
  suffix: '/indicator/limits',
  answer: utilizationLimitsSchema,
  query: noQuery,
  errors: [],
});
const today = utilizationPair({
  name: 'today',
  version: 'v2',
  suffix: '/today',
  answer: todayUtilizationSchema,
  query: noQuery,
  errors: [UtilizationErrors.notRevealed],
});

export const getMemberUtilization = current.member;
export const getPublicUtilization = current.public;
export const getMemberUtilizationReveal = reveal.member;
export const getPublicUtilizationReveal = reveal.public;
export const getMemberActiveCheckins = active.member;
export const getPublicActiveCheckins = active.public;
export const getMemberHistoricUtilization = historic.member;
export const getPublicHistoricUtilization = historic.public;
export const getMemberUtilizationLimits = limits.member;
export const getPublicUtilizationLimits = limits.public;
export const getMemberTodayUtilization = today.member;
export const getPublicTodayUtilization = today.public;

export type UtilizationLevel = (typeof utilizationLevels)[number];
export type Utilization = z.infer<typeof utilizationSchema>;
export type UtilizationReveal = z.infer<typeof revealSchema>;
export type ActiveCheckins = z.infer<typeof activeCheckinSchema>;
export type HourlyUtilization = z.infer<typeof hourlyUtilizationSchema>;
export type HistoricUtilization = z.infer<typeof historicUtilizationSchema>;
export type TodayUtilization = z.infer<typeof todayUtilizationSchema>;
export type UtilizationLimits = z.infer<typeof utilizationLimitsSchema>;
