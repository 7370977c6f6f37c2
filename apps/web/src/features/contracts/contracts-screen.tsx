import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useContractConfiguration } from './api/use-contract-configuration.ts';
import { useContracts } from './api/use-contracts.ts';
import { type CardActions, ContractCard } from './contract-card.tsx';
import { isCurrent, type MemberContract } from './contract-format.ts';
import styles from './contracts.module.css';
import { useCancelWithConfirm, useWithdrawWithConfirm } from './use-cancel-with-confirm.ts';

type ContractsView = 'current' | 'past';

const VIEW_TABS = [
  { path: '/contract/current', titleKey: 'routes.contractsCurrent' },
  { path: '/contract/past', titleKey: 'routes.contractsPast' },
] as const;

/** The cancel and withdraw actions the studio allows online (spec 001: contract configuration). */
export function useCardActions(): CardActions {
  const configuration = useContractConfiguration();
  const cancel = useCancelWithConfirm();
  const withdraw = useWithdrawWithConfirm();
  return {
    ...(configuration.data?.ordinaryCancelationAllowed ? { onCancel: cancel } : {}),
    ...(configuration.data?.withdrawalAllowed ? { onWithdraw: withdraw } : {}),
  };
}

function ContractList({ view, contracts }: { view: ContractsView; contracts: MemberContract[] }) {
  const { t } = useTranslation();
  const actions = useCardActions();
  const shown = contracts.filter((contract) => isCurrent(contract) === (view === 'current'));
  if (shown.length === 0) return <p className={styles.empty}>{t(`contracts.empty.${view}`)}</p>;
  return (
    <ul className={styles.list} aria-label={t(view === 'current' ? 'routes.contractsCurrent' : 'routes.contractsPast')}>
      {shown.map((contract) => (
        <ContractCard key={contract.id} contract={contract} actions={view === 'current' ? actions : {}} />
      ))}
    </ul>
  );
}

function ContractsView({ view }: { view: ContractsView }) {
  const { t } = useTranslation();
  const contracts = useContracts();
  if (contracts.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (contracts.error) {
    return (
      <ErrorList
        title={t('contracts.loadError')}
        errors={[contracts.error]}
        action={<Button onClick={() => contracts.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  return <ContractList view={view} contracts={contracts.data} />;
}

function ContractsPage({ view }: { view: ContractsView }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.contracts')}</h1>
      <RouteTabs label={t('contracts.tabsLabel')} tabs={VIEW_TABS} />
      <div role="tabpanel" aria-label={t(view === 'current' ? 'routes.contractsCurrent' : 'routes.contractsPast')}>
        <ContractsView view={view} />
      </div>
    </div>
  );
}

/** /contract in self-service: the member's current contracts. */
export function ContractsRedirectScreen() {
  const { search } = useLocation();
  return <Navigate replace to={withStickyQuery('/contract/current', search)} />;
}

/** /contract/current: running and upcoming contracts with their add-ons, the PDF, cancellation and withdrawal. */
export function ContractsCurrentScreen() {
  return <ContractsPage view="current" />;
}

/** /contract/past: ended contracts with their dates and the reason they ended. */
export function ContractsPastScreen() {
  return <ContractsPage view="past" />;
}
