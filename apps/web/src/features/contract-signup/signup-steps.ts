import type { SignupDraft } from './signup-draft.ts';
import type { Offer } from './signup-flow.ts';

export const SIGNUP_STEPS = ['personal', 'address', 'payment', 'modules', 'conditions', 'sign', 'success'] as const;
export type SignupStep = (typeof SIGNUP_STEPS)[number];

export function isSignupStep(value: string | undefined): value is SignupStep {
  return (SIGNUP_STEPS as readonly string[]).includes(value ?? '');
}

/** The offer's steps: the modules step only where the offer has modules to add. */
export function stepsOf(offer: Pick<Offer, 'modules'>): SignupStep[] {
  return SIGNUP_STEPS.filter((step) => step !== 'modules' || offer.modules.length > 0);
}

/** Whether the draft holds what the step's predecessor collects (the modules step collects nothing it needs). */
function isDone(step: SignupStep, draft: SignupDraft): boolean {
  switch (step) {
    case 'personal':
      return draft.personal !== undefined;
    case 'address':
      return draft.address !== undefined;
    case 'payment':
      return draft.payment !== undefined;
    case 'modules':
      return true;
    case 'conditions':
      return draft.acceptedConditionIds !== undefined;
    case 'sign':
      return draft.signed !== undefined;
    case 'success':
      return true;
  }
}

/**
 * The step to show for the one asked: the first one before it still to fill in (an address typed in or a reload
 * cannot skip a step), and after signing only the success step.
 */
export function reachableStep(asked: SignupStep, steps: readonly SignupStep[], draft: SignupDraft): SignupStep {
  if (draft.signed) return 'success';
  if (asked === 'success') return reachableStep('sign', steps, draft);
  const index = steps.indexOf(asked);
  if (index < 0) return steps[0] ?? 'personal';
  return steps.slice(0, index).find((step) => !isDone(step, draft)) ?? asked;
}

export function nextStep(step: SignupStep, steps: readonly SignupStep[]): SignupStep {
  return steps[steps.indexOf(step) + 1] ?? 'success';
}

export function previousStep(step: SignupStep, steps: readonly SignupStep[]): SignupStep | null {
  return steps[steps.indexOf(step) - 1] ?? null;
}
