import { cancelForm, decisionForm, intro, type SessionPage } from './layout.ts';

/** The issuer's 3-D Secure step: Approve, or Fail (the payment is declined with AUTHENTICATION_FAILED). */
export function renderChallenge(page: SessionPage): string {
  const { session, t } = page;
  const labels = { approve: t('challenge.approve'), other: { label: t('challenge.fail'), value: 'fail' } };
  return [
    intro(page, 'challenge', { card: session.instrument?.label ?? '' }),
    decisionForm(page, 'challenge', labels),
    cancelForm(page),
  ].join('');
}
