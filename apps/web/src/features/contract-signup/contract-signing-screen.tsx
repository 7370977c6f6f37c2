import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { stickyTarget, withStickyQuery } from '../../lib/sticky-query.ts';
import { type PublicStudio, studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { Steps } from '../../ui/steps.tsx';
import { useContractOffers } from './api/use-contract-offers.ts';
import { useSignupConfig } from './api/use-signup-config.ts';
import styles from './contract-signup.module.css';
import { useSignupDraft } from './signup-draft.ts';
import type { Offer, SignupFlow, StepProps } from './signup-flow.ts';
import { isSignupStep, reachableStep, type SignupStep, stepsOf } from './signup-steps.ts';
import { AddressStep } from './steps/address-step.tsx';
import { ConditionsStep } from './steps/conditions-step.tsx';
import { ModulesStep } from './steps/modules-step.tsx';
import { PaymentStep } from './steps/payment-step.tsx';
import { PersonalStep } from './steps/personal-step.tsx';
import { SignStep } from './steps/sign-step.tsx';
import { SuccessStep } from './steps/success-step.tsx';

const STEP_COMPONENTS: Record<SignupStep, ComponentType<StepProps>> = {
  personal: PersonalStep,
  address: AddressStep,
  payment: PaymentStep,
  modules: ModulesStep,
  conditions: ConditionsStep,
  sign: SignStep,
  success: SuccessStep,
};

interface SignupProps {
  offer: Offer;
  termId: number;
  step: SignupStep;
  studio: PublicStudio;
  studioPrefix: string;
}

function Signup({ offer, termId, step, studio, studioPrefix }: SignupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { search } = useLocation();
  const config = useSignupConfig(studio.id);
  const { draft, update } = useSignupDraft(termId);
  const term = offer.terms.find((candidate) => candidate.id === termId);
  const steps = stepsOf(offer);
  const go = (target: SignupStep) => navigate(stickyTarget(`${studioPrefix}/contract/${termId}/${target}`, search));

  if (!term) return null;
  const shown = reachableStep(step, steps, draft);
  if (shown !== step) {
    return <Navigate replace to={stickyTarget(`${studioPrefix}/contract/${termId}/${shown}`, search)} />;
  }
  if (config.error) {
    return (
      <ErrorList
        title={t('signup.loadError')}
        errors={[config.error]}
        action={<Button onClick={() => config.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!config.data) return <BlockSpinner label={t('common.loading')} />;

  const index = steps.indexOf(step);
  const flow: SignupFlow = {
    offer,
    term,
    config: config.data,
    studio,
    studioPrefix,
    draft,
    update,
    next: () => go(steps[index + 1] ?? 'success'),
  };
  const Step = STEP_COMPONENTS[step];
  return (
    <>
      {step === 'success' ? null : (
        <Steps
          label={t('signup.steps.label')}
          steps={steps
            .filter((entry) => entry !== 'success')
            .map((entry, position) => ({
              text: t(`signup.steps.${entry}`),
              active: entry === step,
              ...(position < index ? { callback: () => go(entry) } : {}),
            }))}
        />
      )}
      <Step flow={flow} />
    </>
  );
}

function OfferGone({ offersPath }: { offersPath: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <StatusMessage
      title={t('signup.gone.title')}
      message={t('signup.gone.message')}
      action={<ButtonLink to={withStickyQuery(offersPath, search)}>{t('signup.gone.action')}</ButtonLink>}
    />
  );
}

/** `/contract/:termId/:step`: the sign-up of one term, step by step; an unknown step starts at the first. */
export function ContractSigningScreen() {
  const { t } = useTranslation();
  const { termId: termParam, step } = useParams();
  const { search } = useLocation();
  const { ref, studio, isPending } = useCurrentStudio();
  const offers = useContractOffers(ref?.organizationUnitId);
  const studioPrefix = ref ? studioPath(studioUuidOf(ref)) : '';
  const termId = Number(termParam);
  const offer = offers.data?.find((candidate) => candidate.terms.some((term) => term.id === termId));

  if (!isSignupStep(step)) {
    return <Navigate replace to={stickyTarget(`${studioPrefix}/contract/${termParam}/personal`, search)} />;
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{offer ? offer.name : t('signup.title')}</h1>
      {offers.error ? (
        <ErrorList
          title={t('signup.loadError')}
          errors={[offers.error]}
          action={<Button onClick={() => offers.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {(isPending || offers.isPending) && !offers.error ? <BlockSpinner label={t('common.loading')} /> : null}
      {offers.data && !offer ? <OfferGone offersPath={`${studioPrefix}/contract`} /> : null}
      {offer && studio ? (
        <Signup offer={offer} termId={termId} step={step} studio={studio} studioPrefix={studioPrefix} />
      ) : null}
    </div>
  );
}
