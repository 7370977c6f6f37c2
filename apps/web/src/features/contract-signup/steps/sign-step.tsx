import { formatIban, type SignContractRequest } from '@motus/contract';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../../lib/format.ts';
import { useLocale } from '../../../lib/i18n.ts';
import { formatDate } from '../../../lib/intl.ts';
import { ButtonAnchor } from '../../../ui/button.tsx';
import layout from '../../../ui/form-layout.module.css';
import { Note } from '../../../ui/note.tsx';
import { signaturePng } from '../../../ui/signature.ts';
import { BlockSpinner } from '../../../ui/spinner.tsx';
import { useContractPreview } from '../api/use-contract-preview.ts';
import { useSignContract } from '../api/use-sign-contract.ts';
import { useUpgradePreview } from '../api/use-upgrade-preview.ts';
import { type CompleteDraft, isComplete, previewRequest } from '../contract-request.ts';
import styles from '../contract-signup.module.css';
import { usePeriodTexts } from '../period-text.ts';
import { NO_SIGNATURE, type Signature, SignatureField, signatureImage } from '../signature-field.tsx';
import type { SignupFlow, StepProps } from '../signup-flow.ts';
import { StepActions } from './step-actions.tsx';

function ContractSummary({ flow, draft }: { flow: SignupFlow; draft: CompleteDraft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const texts = usePeriodTexts();
  const { term, offer } = flow;
  const modules = offer.modules.filter((module) => draft.moduleIds.includes(module.id));
  return (
    <dl className={styles.summary}>
      <dt>{t('signup.summary.term')}</dt>
      <dd>{`${offer.name}, ${term.name}`}</dd>
      <dt>{t('signup.summary.price')}</dt>
      <dd>{texts.price(term)}</dd>
      {term.flatFees.map((fee) => (
        <div key={fee.kind}>
          <dt>{fee.name}</dt>
          <dd>{formatPrice(fee.price, locale)}</dd>
        </div>
      ))}
      <dt>{t('signup.summary.minimumTerm')}</dt>
      <dd>{texts.period(term.minimumTerm)}</dd>
      <dt>{t('signup.summary.start')}</dt>
      <dd>{formatDate(term.contractStartDate, locale, 'UTC')}</dd>
      {modules.length > 0 ? (
        <>
          <dt>{t('signup.summary.modules')}</dt>
          <dd>{modules.map((module) => `${module.name} (${texts.price(module)})`).join(', ')}</dd>
        </>
      ) : null}
      <dt>{t('signup.summary.payment')}</dt>
      <dd>
        {draft.payment.method === 'SEPA'
          ? formatIban(draft.payment.iban)
          : t(`signup.payment.methods.${draft.payment.method}`)}
      </dd>
    </dl>
  );
}

/** A member who holds a contract sees what changes against it. */
function UpgradeNote({ flow, draft }: { flow: SignupFlow; draft: CompleteDraft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upgrade = useUpgradePreview({
    studioId: flow.studio.id,
    contractOfferId: flow.offer.id,
    termId: draft.termId,
    moduleIds: draft.moduleIds,
  });
  const current = upgrade.data?.currentContract;
  if (!upgrade.data || !current) return null;
  return (
    <Note type="notice">
      {t('signup.summary.upgrade', {
        current: current.name,
        difference: formatPrice(upgrade.data.priceDifference, locale),
      })}
    </Note>
  );
}

/** The contract PDF to open before signing; the link opens it in a new tab. */
function PreviewLink({ request }: { request: ReturnType<typeof previewRequest> }) {
  const { t } = useTranslation();
  const preview = useContractPreview(request);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!preview.data) return undefined;
    const objectUrl = URL.createObjectURL(preview.data);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [preview.data]);
  if (preview.error) return <Note type="error">{t('signup.sign.previewError')}</Note>;
  if (!url) return <BlockSpinner label={t('signup.sign.previewLoading')} />;
  return (
    <p>
      <ButtonAnchor variant="secondary" size="s" href={url} target="_blank" rel="noopener" type="application/pdf">
        {t('signup.sign.preview')}
      </ButtonAnchor>
    </p>
  );
}

/** One idempotency key per signature: a retry or a second click sends the same one, a new signature a new one. */
function useAttemptKey() {
  const attempt = useRef<{ image: string; key: string } | null>(null);
  return (image: string) => {
    if (attempt.current?.image !== image) attempt.current = { image, key: crypto.randomUUID() };
    return attempt.current.key;
  };
}

function SignForm({ flow, draft }: { flow: SignupFlow; draft: CompleteDraft }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [signature, setSignature] = useState<Signature>(NO_SIGNATURE);
  const [missing, setMissing] = useState(false);
  const sign = useSignContract();
  const keyFor = useAttemptKey();
  /** Set from the click until the call has answered: a second click meanwhile (even before the button shows it is busy) sends nothing. */
  const preparing = useRef(false);
  const request = previewRequest(draft, {
    studioId: flow.studio.id,
    contractOfferId: flow.offer.id,
    countryCode: flow.config.countryCode,
    locale,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const image = signatureImage(signature);
    setMissing(image === null);
    if (image === null || sign.isPending || preparing.current) return;
    preparing.current = true;
    const body: SignContractRequest = {
      ...request,
      idempotencyKey: keyFor(image),
      acceptedConditionIds: draft.acceptedConditionIds ?? [],
      sepaAgreementAccepted: draft.payment.sepaAgreementAccepted,
      signature: await signaturePng(image),
    };
    sign.mutate(body, {
      onSettled: () => {
        preparing.current = false;
      },
      onSuccess: (signed) => {
        flow.update({
          signed: {
            contractNumber: signed.contractNumber,
            customerNumber: signed.customerNumber,
            startDate: signed.startDate.toISOString().slice(0, 10),
          },
        });
        flow.next();
      },
    });
  };

  return (
    <form className={layout.form} aria-label={t('signup.steps.sign')} noValidate onSubmit={submit}>
      <ContractSummary flow={flow} draft={draft} />
      <UpgradeNote flow={flow} draft={draft} />
      <PreviewLink request={request} />
      <SignatureField
        value={signature}
        onChange={(next) => {
          setSignature(next);
          setMissing(false);
        }}
        disabled={sign.isPending}
        error={missing ? 'commons.validation.required' : undefined}
      />
      <StepActions label={t('signup.sign.submit')} loading={sign.isPending} failure={sign.error} />
    </form>
  );
}

/** The summary, the contract PDF to open, the signature, and Sign. */
export function SignStep({ flow }: StepProps) {
  const { draft } = flow;
  return isComplete(draft) ? <SignForm flow={flow} draft={draft} /> : null;
}
