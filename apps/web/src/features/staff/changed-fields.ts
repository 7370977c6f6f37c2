import type { StaffAmendment } from '@motus/contract';
import type { TFunction } from 'i18next';
import { fieldText } from '../../lib/customer-data-fields.ts';

/** One line of the change table: a field, its value now and the value asked for, as shown. */
export interface FieldChange {
  field: string;
  current: string | null;
  requested: string | null;
}

/** The fields whose value the change would really alter, in the order the member's values list them. */
export function changedFields(amendment: StaffAmendment, t: TFunction, locale: string): FieldChange[] {
  return Object.entries(amendment.values)
    .map(([field, value]) => ({
      field,
      current: fieldText(field, amendment.previousValues[field], t, locale),
      requested: fieldText(field, value, t, locale),
    }))
    .filter((change) => change.current !== change.requested);
}
