import type { MigrationStep, MigrationSteps } from '@motus/contract';

/** The wizard's steps (spec 000 section 2.7). */
type WizardStep = 'INTRO' | 'ACCEPT_TERMS' | 'REFUSAL' | 'REFUSAL_RESULT';

/** What a button leads to: another step, a decision to record first, or closing the wizard. */
export type WizardMove =
  | { kind: 'step'; step: WizardStep }
  | { kind: 'record'; decision: 'ACCEPT' | 'REFUSE' }
  | { kind: 'close' };

/** STEP_4 (a refusal on record) opens at the refusal result, anything else at the introduction. */
export function initialStep(currentStep: MigrationSteps['currentStep']): WizardStep {
  return currentStep === 'STEP_4' ? 'REFUSAL_RESULT' : 'INTRO';
}

const STEP_DATA: Record<WizardStep, 'step1' | 'step2' | 'step3' | 'step4'> = {
  INTRO: 'step1',
  ACCEPT_TERMS: 'step2',
  REFUSAL: 'step3',
  REFUSAL_RESULT: 'step4',
};

export function stepData(steps: MigrationSteps, step: WizardStep): MigrationStep {
  return steps[STEP_DATA[step]];
}

/**
 * Confirm moves (spec 000 section 4). 'Move my account after all' on the refusal result goes to the terms: the spec
 * leaves that button open, and the server offers it (docs/decisions.md).
 */
const ON_CONFIRM: Record<WizardStep, WizardMove> = {
  INTRO: { kind: 'step', step: 'ACCEPT_TERMS' },
  ACCEPT_TERMS: { kind: 'record', decision: 'ACCEPT' },
  REFUSAL: { kind: 'record', decision: 'REFUSE' },
  REFUSAL_RESULT: { kind: 'step', step: 'ACCEPT_TERMS' },
};

/** Cancel moves; 'Back' on the refusal returns to the introduction (the spec leaves it open). */
const ON_CANCEL: Record<WizardStep, WizardMove> = {
  INTRO: { kind: 'step', step: 'REFUSAL' },
  ACCEPT_TERMS: { kind: 'step', step: 'INTRO' },
  REFUSAL: { kind: 'step', step: 'INTRO' },
  REFUSAL_RESULT: { kind: 'close' },
};

export function onConfirm(step: WizardStep): WizardMove {
  return ON_CONFIRM[step];
}

export function onCancel(step: WizardStep): WizardMove {
  return ON_CANCEL[step];
}

/** Where the wizard goes once a decision is on record: a refusal shows its result, an acceptance closes it. */
export function afterDecision(decision: 'ACCEPT' | 'REFUSE'): WizardMove {
  return decision === 'REFUSE' ? { kind: 'step', step: 'REFUSAL_RESULT' } : { kind: 'close' };
}
