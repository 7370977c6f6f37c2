import type { ContractPublicConfig, getContractOffers } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import type { PublicStudio } from '../../lib/studio-context.ts';
import type { SignupDraft } from './signup-draft.ts';

/** An offer as the client has it (its dates revived). */
export type Offer = ClientAnswer<typeof getContractOffers>[number];
export type Term = Offer['terms'][number];

/** What every step gets: the chosen offer and term, the studio's sign-up rules, the draft, and the way on. */
export interface SignupFlow {
  offer: Offer;
  term: Term;
  config: ContractPublicConfig;
  studio: PublicStudio;
  /** The studio's path prefix, `/studio/{uuid}`. */
  studioPrefix: string;
  draft: SignupDraft;
  update(change: Partial<Omit<SignupDraft, 'termId'>>): void;
  /** Stores nothing itself: call `update` first. */
  next(): void;
}

export interface StepProps {
  flow: SignupFlow;
}
