import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { type ErrorSource, shownError } from '../../ui/error-text.ts';
import { TextField } from '../../ui/text-field.tsx';
import styles from './staff.module.css';
import { type Decidable, type DecisionKind, memberName, useDecision } from './use-decision.ts';

/** The contract's limit of a rejection reason. */
const REASON_MAX_LENGTH = 500;

interface RejectDialogProps {
  request: Decidable;
  kind: DecisionKind;
  onClose(): void;
}

/** Asks for the reason the member is told (required), then rejects the request with it. */
export function RejectDialog({ request, kind, onClose }: RejectDialogProps) {
  const { t } = useTranslation();
  const decide = useDecision(kind);
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<ErrorSource | null>(null);

  async function send() {
    const text = reason.trim();
    setMissing(text === '');
    if (text === '' || sending) return;
    setSending(true);
    setFailure(null);
    try {
      await decide(request, { decision: 'REJECT', reason: text });
      onClose();
    } catch (error) {
      setFailure(shownError(error));
      setSending(false);
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    void send();
  }

  return (
    <ConfirmDialog
      open
      title={t(`${kind.texts}.reject.title`)}
      message={
        <form className={styles.reasonForm} onSubmit={submit} noValidate>
          <p className={styles.meta}>{t(`${kind.texts}.reject.message`, { name: memberName(request) })}</p>
          <TextField
            label={t('staff.reject.reason')}
            hint={t('staff.reject.hint')}
            required
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            error={missing ? 'staff.reject.reasonRequired' : undefined}
            onChange={(event) => setReason(event.target.value)}
          />
        </form>
      }
      confirmLabel={t(`${kind.texts}.reject.confirm`)}
      cancelLabel={t('staff.cancel')}
      loading={sending}
      error={failure}
      onConfirm={() => void send()}
      onCancel={onClose}
    />
  );
}
