/** The `:filter` segment of `/appointment/:id/:filter`: the chosen day and trainers, as encoded JSON. */
export interface AppointmentFilter {
  /** A day in the studio's time zone, `YYYY-MM-DD`. */
  date?: string;
  employeeIds?: number[];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    try {
      return JSON.parse(decodeURIComponent(text));
    } catch {
      return undefined;
    }
  }
}

/** The filter of the path; a missing or broken one (hand-edited, truncated) is the default: no day, every trainer. */
export function parseAppointmentFilter(segment: string | undefined): AppointmentFilter {
  if (!segment) return {};
  const value = parseJson(segment);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const { date, employeeIds } = value as Record<string, unknown>;
  const filter: AppointmentFilter = {};
  if (typeof date === 'string' && DAY.test(date)) filter.date = date;
  if (Array.isArray(employeeIds) && employeeIds.every((id) => Number.isInteger(id) && id > 0)) {
    filter.employeeIds = employeeIds as number[];
  }
  return filter;
}

/** The path segment of a filter (what `parseAppointmentFilter` reads back). */
export function encodeAppointmentFilter(filter: AppointmentFilter): string {
  const compact: AppointmentFilter = {};
  if (filter.date) compact.date = filter.date;
  if (filter.employeeIds && filter.employeeIds.length > 0) compact.employeeIds = filter.employeeIds;
  return encodeURIComponent(JSON.stringify(compact));
}
