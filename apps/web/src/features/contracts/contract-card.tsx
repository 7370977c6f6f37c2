import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { notifications } from '../../lib/notifications.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useDownloadContract } from './api/use-download-contract.ts';
import {
  formatContractDay,
  formatPeriod,
  formatPeriodPrice,
  isCancelable,
  isCurrent,
  type MemberContract,
  type MemberModuleContract,
  type PendingCancelation,
} from './contract-format.ts';
import styles from './contracts.module.css';
import type { CancelTarget } from './use-cancel-with-confirm.ts';

export interface CardActions {
  /** Absent where the studio does not let members cancel online. */
  onCancel?: (target: CancelTarget) => void;
  /** Absent where the studio does not let members withdraw a cancellation online. */
  onWithdraw?: (target: CancelTarget) => void;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function StatusTags({ item }: { item: MemberContract | MemberModuleContract }) {
  const { t } = useTranslation();
  return (
    <span className={styles.tags}>
      <Tag size="small" highlighted={item.status === 'ACTIVE'}>
        {t(`contracts.status.${item.status}`)}
      </Tag>
      {item.pendingCancelation ? <Tag size="small">{t('contracts.status.CANCELED')}</Tag> : null}
    </span>
  );
}

/** The reader's own clock: a cancellation's receipt is the moment they sent it. */
function readerZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** A pending cancellation: when it came in, why, when it ends the contract, and (while it may) its withdrawal. */
function PendingCancelationNote({
  pending,
  onWithdraw,
}: {
  pending: PendingCancelation;
  onWithdraw: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert
      severity="information"
      title={t('contracts.pending.summary', {
        received: formatDateTime(pending.receivedAt, locale, readerZone()),
        date: formatContractDay(pending.contractEndDate, locale),
      })}
    >
      <p>{t(`contracts.pending.kind.${pending.kind}`)}</p>
      {pending.reason ? <p>{t('contracts.pending.reason', { reason: pending.reason })}</p> : null}
      {onWithdraw ? (
        <Button variant="secondary" size="s" onClick={onWithdraw}>
          {t('contracts.withdraw.action')}
        </Button>
      ) : null}
    </Alert>
  );
}

function DatesFacts({ item }: { item: MemberContract | MemberModuleContract }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const day = (date: Date) => formatContractDay(date, locale);
  return (
    <>
      <Fact label={t('contracts.fields.startDate')}>{day(item.startDate)}</Fact>
      {item.endDate ? <Fact label={t('contracts.fields.endDate')}>{day(item.endDate)}</Fact> : null}
      {item.contractEndDate ? (
        <Fact label={t('contracts.fields.contractEndDate')}>{day(item.contractEndDate)}</Fact>
      ) : null}
      {item.lastPossibleCancelationDate && isCancelable(item) ? (
        <Fact label={t('contracts.fields.lastPossibleCancelationDate')}>{day(item.lastPossibleCancelationDate)}</Fact>
      ) : null}
    </>
  );
}

/** One add-on of a contract, with its own dates, cancellation and withdrawal. */
export function ModuleContractCard({ module, actions }: { module: MemberModuleContract; actions: CardActions }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const target: CancelTarget = { kind: 'module', id: module.id, name: module.name };
  const { onCancel, onWithdraw } = actions;
  return (
    <li className={styles.card} aria-label={module.name}>
      <div className={styles.heading}>
        <h3 className={styles.name}>{module.name}</h3>
        <StatusTags item={module} />
      </div>
      <dl className={styles.facts}>
        <Fact label={t('contracts.fields.price')}>{formatPeriodPrice(module, locale, t)}</Fact>
        {module.trialPeriodStartDate ? (
          <Fact label={t('contracts.fields.trialPeriodStartDate')}>
            {formatContractDay(module.trialPeriodStartDate, locale)}
          </Fact>
        ) : null}
        <DatesFacts item={module} />
      </dl>
      {module.pendingCancelation ? (
        <PendingCancelationNote
          pending={module.pendingCancelation}
          onWithdraw={onWithdraw && (() => onWithdraw(target))}
        />
      ) : null}
      {onCancel && isCancelable(module) ? (
        <div className={styles.actions}>
          <Button variant="secondary" size="s" onClick={() => onCancel(target)}>
            {t('contracts.cancel.moduleAction')}
          </Button>
        </div>
      ) : null}
    </li>
  );
}

function useDownload(contract: MemberContract) {
  const { t } = useTranslation();
  const download = useDownloadContract();
  const start = () =>
    download.mutate(
      { contractId: contract.id, contractNumber: contract.contractNumber },
      {
        onError: (failure) =>
          notifications.notify({
            type: 'error',
            title: t('contracts.download.failed'),
            content: errorMessageOf(failure, t),
          }),
      },
    );
  return { start, pending: download.isPending };
}

/** A membership: its terms, fees, dates and add-ons, the PDF, and its cancellation or withdrawal. */
export function ContractCard({ contract, actions }: { contract: MemberContract; actions: CardActions }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useDownload(contract);
  const { search } = useLocation();
  const title = `${contract.offerName} – ${contract.termName}`;
  const target: CancelTarget = { kind: 'contract', id: contract.id, name: title };
  const { onCancel, onWithdraw } = actions;
  return (
    <li className={styles.card} aria-label={title}>
      <div className={styles.heading}>
        <h2 className={styles.name}>{title}</h2>
        <StatusTags item={contract} />
      </div>
      <dl className={styles.facts}>
        <Fact label={t('contracts.fields.contractNumber')}>{contract.contractNumber}</Fact>
        <Fact label={t('contracts.fields.studio')}>{contract.studioName}</Fact>
        <Fact label={t('contracts.fields.price')}>{formatPeriodPrice(contract, locale, t)}</Fact>
        {contract.flatFeeContracts.map((fee) => (
          <Fact key={`${fee.kind}-${fee.startDate.getTime()}`} label={fee.name}>
            {t('contracts.fields.feeFrom', {
              price: formatPrice(fee.price, locale),
              date: formatContractDay(fee.startDate, locale),
            })}
          </Fact>
        ))}
        <Fact label={t('contracts.fields.minimumTerm')}>{formatPeriod(contract.minimumTerm, t)}</Fact>
        <Fact label={t('contracts.fields.renewal')}>
          {contract.renewalPeriod ? formatPeriod(contract.renewalPeriod, t) : t('contracts.fields.noRenewal')}
        </Fact>
        <Fact label={t('contracts.fields.noticePeriod')}>{formatPeriod(contract.noticePeriod, t)}</Fact>
        <Fact label={t('contracts.fields.paymentMethod')}>
          {t(`contracts.paymentMethod.${contract.paymentMethod}`, { defaultValue: contract.paymentMethod })}
        </Fact>
        {contract.mandateReference ? (
          <Fact label={t('contracts.fields.mandateReference')}>{contract.mandateReference}</Fact>
        ) : null}
        <DatesFacts item={contract} />
      </dl>
      {contract.pendingCancelation ? (
        <PendingCancelationNote
          pending={contract.pendingCancelation}
          onWithdraw={onWithdraw && (() => onWithdraw(target))}
        />
      ) : null}
      {contract.moduleContracts.length > 0 ? (
        <>
          <h3 className={styles.subheading}>{t('contracts.modules.heading')}</h3>
          <ul className={styles.list} aria-label={t('contracts.modules.listLabel', { name: title })}>
            {contract.moduleContracts.map((module) => (
              <ModuleContractCard key={module.id} module={module} actions={actions} />
            ))}
          </ul>
        </>
      ) : null}
      <div className={styles.actions}>
        <Button variant="secondary" size="s" loading={download.pending} onClick={download.start}>
          {t('contracts.download.action')}
        </Button>
        {isCurrent(contract) ? (
          <ButtonLink variant="secondary" size="s" to={withStickyQuery('/additionalmodules/available', search)}>
            {t('contracts.modules.bookMore')}
          </ButtonLink>
        ) : null}
        {onCancel && isCancelable(contract) ? (
          <Button variant="secondary" size="s" onClick={() => onCancel(target)}>
            {t('contracts.cancel.contractAction')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
