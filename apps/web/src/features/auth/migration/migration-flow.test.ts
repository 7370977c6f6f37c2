import { describe, expect, it } from 'vitest';
import { shouldOpen } from './migration-decision.ts';
import { afterDecision, initialStep, onCancel, onConfirm } from './migration-flow.ts';

describe('migration flow', () => {
  it('starts at the refusal result for STEP_4, else at the introduction', () => {
    expect(initialStep('STEP_4')).toBe('REFUSAL_RESULT');
    expect(initialStep('STEP_1')).toBe('INTRO');
  });

  it('moves as spec 000 section 4 says', () => {
    expect(onConfirm('INTRO')).toEqual({ kind: 'step', step: 'ACCEPT_TERMS' });
    expect(onCancel('INTRO')).toEqual({ kind: 'step', step: 'REFUSAL' });
    expect(onConfirm('REFUSAL')).toEqual({ kind: 'record', decision: 'REFUSE' });
    expect(afterDecision('REFUSE')).toEqual({ kind: 'step', step: 'REFUSAL_RESULT' });
    expect(onCancel('REFUSAL_RESULT')).toEqual({ kind: 'close' });
    expect(onCancel('ACCEPT_TERMS')).toEqual({ kind: 'step', step: 'INTRO' });
    expect(onConfirm('ACCEPT_TERMS')).toEqual({ kind: 'record', decision: 'ACCEPT' });
    expect(afterDecision('ACCEPT')).toEqual({ kind: 'close' });
  });

  it('opens when forced, or when due and not decided today', () => {
    expect(shouldOpen({ forced: true, serverSaysShow: false, decidedToday: true })).toBe(true);
    expect(shouldOpen({ forced: false, serverSaysShow: true, decidedToday: false })).toBe(true);
    expect(shouldOpen({ forced: false, serverSaysShow: true, decidedToday: true })).toBe(false);
    expect(shouldOpen({ forced: false, serverSaysShow: false, decidedToday: false })).toBe(false);
  });
});
