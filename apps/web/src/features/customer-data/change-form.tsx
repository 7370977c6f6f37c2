import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';

interface ChangeFormProps {
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onCancel(): void;
  sending: boolean;
  failure: unknown;
  children: ReactNode;
}

/** The frame of a group's change form: its fields, why the last sending failed, Send and Cancel. */
export function ChangeForm({ label, onSubmit, onCancel, sending, failure, children }: ChangeFormProps) {
  const { t } = useTranslation();
  return (
    <form className={layout.form} aria-label={label} noValidate onSubmit={onSubmit}>
      {children}
      <SubmitRow label={t('selfservice.data.send')} loading={sending} failure={failure}>
        <Button variant="secondary" onClick={onCancel}>
          {t('selfservice.data.cancel')}
        </Button>
      </SubmitRow>
    </form>
  );
}
