import { type MigrationSteps, ValidationMessages } from '@motus/contract';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { accountContextFor, GROUP_ACCOUNT_CONTEXT } from '../../../lib/brand-rules.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { useFacilityGroup } from '../../../lib/request-context.ts';
import { useSession } from '../../../lib/session.ts';
import { safeStorage } from '../../../lib/storage.ts';
import { useBrand } from '../../../lib/whitelabel.ts';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { ErrorMessages } from '../../../ui/error-messages.tsx';
import { shownError } from '../../../ui/error-text.ts';
import { MODAL_WIDTH_SMALL, Modal } from '../../../ui/modal.tsx';
import { useMigrationSteps } from '../api/use-migration-steps.ts';
import { type MigrationDecision, useRecordMigrationDecision } from '../api/use-record-migration-decision.ts';
import { decidedToday, localDay, migrationStorageKey, shouldOpen, storeDecision } from './migration-decision.ts';
import { afterDecision, initialStep, onCancel, onConfirm, stepData, type WizardMove } from './migration-flow.ts';
import styles from './migration-wizard.module.css';

/** `?migration=1` opens the wizard whatever the server and the stored decision say (docs/decisions.md). */
const MIGRATION_FORCE_PARAM = 'migration';

const localStore = () => safeStorage(() => window.localStorage);

interface WizardProps {
  steps: MigrationSteps;
  userId: string;
  facilityGroup: string;
  forced: boolean;
}

function Wizard({ steps, userId, facilityGroup, forced }: WizardProps) {
  const storageKey = migrationStorageKey(facilityGroup, userId);
  const [open, setOpen] = useState(() =>
    shouldOpen({
      forced,
      serverSaysShow: steps.shouldShowMigrationWizard,
      decidedToday: decidedToday(localStore(), storageKey, new Date()),
    }),
  );
  const [step, setStep] = useState(() => initialStep(steps.currentStep));
  const [checked, setChecked] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function remember(decision: MigrationDecision) {
    storeDecision(localStore(), storageKey, { date: localDay(new Date()), facilityGroup, decision });
  }

  const record = useRecordMigrationDecision({
    onSuccess: (decision) => {
      remember(decision);
      move(afterDecision(decision));
    },
  });

  function move(next: WizardMove) {
    if (next.kind === 'record') {
      record.mutate(next.decision);
      return;
    }
    if (next.kind === 'close') {
      setOpen(false);
      return;
    }
    record.reset();
    setStep(next.step);
    setChecked(false);
    setError(null);
  }

  const current = stepData(steps, step);
  const { checkbox } = current;

  function cancel() {
    const next = onCancel(step);
    // Closing the refusal result counts as today's decision too: the wizard shows at most once a day.
    if (next.kind === 'close') remember('REFUSE');
    move(next);
  }

  function confirm() {
    if (checkbox && !checked) {
      setError(ValidationMessages.migrationTerms);
      return;
    }
    move(onConfirm(step));
  }

  return (
    <Modal
      open={open}
      title={current.title}
      subtitle={current.labelText}
      size={MODAL_WIDTH_SMALL}
      footer={
        <>
          <Button variant="secondary" disabled={record.isPending} onClick={cancel}>
            {current.cancelText}
          </Button>
          <Button loading={record.isPending} disabled={error !== null} onClick={confirm}>
            {current.confirmText}
          </Button>
        </>
      }
    >
      <div className={styles.body}>
        <p className={styles.content}>{current.content}</p>
        {checkbox ? (
          <div className={styles.consent}>
            <Checkbox
              label={checkbox.text}
              checked={checked}
              error={error ?? undefined}
              onChange={(event) => {
                setChecked(event.currentTarget.checked);
                setError(null);
              }}
            />
            <p className={styles.links}>
              <a href={checkbox.privacyPolicy.url} target="_blank" rel="noopener noreferrer">
                {checkbox.privacyPolicy.urlText}
              </a>
              <a href={checkbox.termsAndConditions.url} target="_blank" rel="noopener noreferrer">
                {checkbox.termsAndConditions.urlText}
              </a>
            </p>
          </div>
        ) : null}
        {record.isError ? <ErrorMessages errors={shownError(record.error)} /> : null}
      </div>
    </Modal>
  );
}

/**
 * The account-context migration wizard (spec 000 sections 2.7 and 4) for members on a page of the group account
 * context. Mount it once in the shell; it renders nothing unless the wizard is due.
 */
export function MigrationWizard() {
  const { user } = useSession();
  const { search } = useLocation();
  const forced = new URLSearchParams(search).get(MIGRATION_FORCE_PARAM) === '1';
  const { brand } = useBrand();
  const facilityGroup = useFacilityGroup() ?? brand.config?.publicFacilityGroup ?? '';
  const locale = useLocale();
  const groupContext = accountContextFor(facilityGroup, brand.config) === GROUP_ACCOUNT_CONTEXT;
  const { data } = useMigrationSteps(
    { userId: user?.id ?? null, facilityGroup, locale },
    user !== null && (forced || groupContext),
  );
  if (!user || !data) return null;
  return (
    <Wizard
      key={`${user.id}:${facilityGroup}:${forced}`}
      steps={data}
      userId={user.id}
      facilityGroup={facilityGroup}
      forced={forced}
    />
  );
}
