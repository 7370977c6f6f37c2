import type { SignCondition } from '@motus/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { CheckboxBlock } from '../../../ui/checkbox-block.tsx';
import { ErrorList } from '../../../ui/error-list.tsx';
import layout from '../../../ui/form-layout.module.css';
import { BlockSpinner } from '../../../ui/spinner.tsx';
import { usePreSignConditions } from '../api/use-pre-sign-conditions.ts';
import { useSignConditions } from '../api/use-sign-conditions.ts';
import type { StepProps } from '../signup-flow.ts';
import { StepActions } from './step-actions.tsx';

/** The required conditions not ticked. */
export function missingConditions(conditions: readonly SignCondition[], accepted: ReadonlySet<string>): string[] {
  return conditions.filter((condition) => condition.required && !accepted.has(condition.id)).map(({ id }) => id);
}

/** The consent to the data's use and the conditions of the contract (terms, revocation, privacy) to confirm. */
export function ConditionsStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const target = { studioId: flow.studio.id, contractOfferId: flow.offer.id };
  const preSign = usePreSignConditions(target.studioId, target.contractOfferId);
  const sign = useSignConditions(target);
  const [accepted, setAccepted] = useState<ReadonlySet<string>>(new Set(flow.draft.acceptedConditionIds ?? []));
  const [missing, setMissing] = useState<readonly string[]>([]);
  const error = preSign.error ?? sign.error;
  if (error) {
    const retry = () => {
      void preSign.refetch();
      void sign.refetch();
    };
    return (
      <ErrorList
        title={t('signup.conditions.loadError')}
        errors={[error]}
        action={<Button onClick={retry}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!preSign.data || !sign.data) return <BlockSpinner label={t('common.loading')} />;
  const conditions = [...preSign.data, ...sign.data];

  const toggle = (id: string, checked: boolean) => {
    const next = new Set(accepted);
    if (checked) next.add(id);
    else next.delete(id);
    setAccepted(next);
    setMissing((current) => current.filter((other) => other !== id));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const stillMissing = missingConditions(conditions, accepted);
    setMissing(stillMissing);
    if (stillMissing.length > 0) return;
    flow.update({ acceptedConditionIds: conditions.filter(({ id }) => accepted.has(id)).map(({ id }) => id) });
    flow.next();
  };
  return (
    <form className={layout.form} aria-label={t('signup.steps.conditions')} noValidate onSubmit={submit}>
      {conditions.map((condition) => (
        <CheckboxBlock
          key={condition.id}
          required={condition.required}
          checked={accepted.has(condition.id)}
          onChange={(event) => toggle(condition.id, event.target.checked)}
          error={missing.includes(condition.id) ? 'commons.validation.textBlock' : undefined}
        >
          {condition.text}
        </CheckboxBlock>
      ))}
      <StepActions />
    </form>
  );
}
