import type { AmendmentPolicy, PendingAmendment } from '@motus/contract';

/** A group's answer as every data screen reads it: the data, what a change does, and the change waiting, if any. */
export interface GroupAnswer<T> {
  data: T;
  policy: AmendmentPolicy;
  documentRequired: boolean;
  pending: PendingAmendment | null;
}

/** What a group's change form gets: the answer it starts from, and where it reports the outcome. */
export interface ChangeFormProps<T> {
  answer: GroupAnswer<T>;
  /** The answer of the change: the data saved, or the request now pending. */
  onDone(answer: GroupAnswer<T>): void;
  onCancel(): void;
}
