import type { CancelationKind } from '@motus/contract';
import type { Database } from '../../db/client.ts';

/** What a cancellation without login says about the person and the contract they mean. */
export interface CancellationIdentity {
  tenantId: string;
  studioId: number;
  firstName: string;
  lastName: string;
  dateOfBirth: string;
  email: string;
  customerNumber: string | null;
  contractNumber: string | null;
}

export interface CancellationWish {
  kind: CancelationKind;
  reason: string | null;
  /** None: the next possible date. */
  wishedDate: string | null;
  receivedAt: Date;
}

/** The contract a request matched, as cancelled. */
export interface CancelledContract {
  contractId: string;
  contractNumber: string;
  /** The offer and term the person holds, as the confirmation names it. */
  name: string;
  contractEndDate: string;
}

/**
 * The contracts module's part of a cancellation without login: find the one contract whose holder has this name, date
 * of birth and e-mail address (and the customer or contract number, where given) and record its cancellation in the
 * caller's transaction. Null when none matches or it cannot be cancelled: the request then waits for the studio.
 */
export interface ContractCanceller {
  cancelMatching(
    db: Database,
    identity: CancellationIdentity,
    wish: CancellationWish,
  ): Promise<CancelledContract | null>;
}
