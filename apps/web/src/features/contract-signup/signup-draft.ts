import type { ContractPaymentMethod, DocumentType, genders } from '@motus/contract';
import { useCallback, useState } from 'react';
import { readJson, safeStorage, writeJson } from '../../lib/storage.ts';

type Gender = (typeof genders)[number];

export interface PersonalValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  dateOfBirth: string;
  gender: Gender | '';
  placeOfBirth: string;
  taxId: string;
  documentType: DocumentType | '';
  documentNumber: string;
}

export interface AddressValues {
  street: string;
  houseNumber: string;
  zip: string;
  city: string;
  provinceCode: string;
}

export interface PaymentValues {
  method: ContractPaymentMethod;
  iban: string;
  bic: string;
  accountHolder: string;
  sepaAgreementAccepted: boolean;
}

/** What the success step tells of the signed contract; the start date as 'YYYY-MM-DD'. */
export interface SignedSummary {
  contractNumber: string;
  customerNumber: string;
  startDate: string;
}

/** What the sign-up keeps between its steps, for one term. */
export interface SignupDraft {
  termId: number;
  personal?: PersonalValues;
  address?: AddressValues;
  payment?: PaymentValues;
  moduleIds: number[];
  /** Set once the conditions step is passed. */
  acceptedConditionIds?: string[];
  /** The contract, once signed: the success step shows it. */
  signed?: SignedSummary;
}

/**
 * Session storage: a reload keeps the entered data, while the personal data leaves with the tab (like the checkout
 * draft). One draft at a time: choosing another term starts over.
 */
const KEY = 'contract-signup-draft';
const sessionStore = () => safeStorage(() => window.sessionStorage);

function isDraft(value: unknown): value is SignupDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<SignupDraft>;
  return typeof draft.termId === 'number' && Array.isArray(draft.moduleIds);
}

export function readSignupDraft(termId: number): SignupDraft {
  const stored = readJson<unknown>(sessionStore(), KEY, undefined);
  return isDraft(stored) && stored.termId === termId ? stored : { termId, moduleIds: [] };
}

export function writeSignupDraft(draft: SignupDraft): void {
  writeJson(sessionStore(), KEY, draft);
}

/** The term's draft and a function that merges a change into it (and stores it). */
export function useSignupDraft(termId: number) {
  const [draft, setDraft] = useState(() => readSignupDraft(termId));
  const current = draft.termId === termId ? draft : readSignupDraft(termId);
  const update = useCallback(
    (change: Partial<Omit<SignupDraft, 'termId'>>) => {
      setDraft((previous) => {
        const next = { ...(previous.termId === termId ? previous : readSignupDraft(termId)), ...change };
        writeSignupDraft(next);
        return next;
      });
    },
    [termId],
  );
  return { draft: current, update };
}

/** Choosing a term starts a new sign-up. */
export function forgetSignupDraft(): void {
  sessionStore().removeItem(KEY);
}
