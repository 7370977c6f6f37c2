import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { useStickyHref } from './sticky-href.ts';

interface EmailDecisionProps {
  /** What is asked. */
  children: ReactNode;
  submitLabel: ReactNode;
  onConfirm: () => void;
  loading: boolean;
  failure: unknown;
}

/** A question about one address, answered by its action or by going back to the e-mail list. */
export function EmailDecision({ children, submitLabel, onConfirm, loading, failure }: EmailDecisionProps) {
  const { t } = useTranslation();
  const href = useStickyHref();
  function submit(event: FormEvent) {
    event.preventDefault();
    onConfirm();
  }
  return (
    <FormCard>
      <form className={layout.form} onSubmit={submit}>
        {children}
        <SubmitRow label={submitLabel} loading={loading} failure={failure}>
          <ButtonLink variant="secondary" to={href('/emails')}>
            {t('account.actions.cancel')}
          </ButtonLink>
        </SubmitRow>
      </form>
    </FormCard>
  );
}
