import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { RouteTabs } from '../../ui/route-tabs.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useBookModule } from './api/use-book-module.ts';
import { useBookableModules } from './api/use-bookable-modules.ts';
import { useContracts } from './api/use-contracts.ts';
import { ModuleContractCard } from './contract-card.tsx';
import {
  type BookableModule,
  formatContractDay,
  formatPeriod,
  formatPeriodPrice,
  isCurrent,
  type MemberContract,
} from './contract-format.ts';
import styles from './contracts.module.css';
import { useCardActions } from './contracts-screen.tsx';

const MODULE_TABS = [
  { path: '/additionalmodules', titleKey: 'routes.additionalModules' },
  { path: '/additionalmodules/available', titleKey: 'routes.additionalModulesAvailable' },
] as const;

function ModulesPage({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('contracts.modules.title')}</h1>
      <RouteTabs label={t('contracts.modules.tabsLabel')} tabs={MODULE_TABS} />
      <div role="tabpanel">{children}</div>
    </div>
  );
}

function LoadFailure({ error, retry }: { error: unknown; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorList
      title={t('contracts.modules.loadError')}
      errors={[error]}
      action={<Button onClick={retry}>{t('common.actions.retry')}</Button>}
    />
  );
}

function currentModules(contracts: MemberContract[]) {
  return contracts.filter(isCurrent).flatMap((contract) => contract.moduleContracts);
}

/** /additionalmodules: the member's booked add-ons, with their dates, cancellation and withdrawal. */
export function AdditionalModulesScreen() {
  const { t } = useTranslation();
  const contracts = useContracts();
  const actions = useCardActions();
  if (contracts.isPending) return <ModulesPage>{<BlockSpinner label={t('common.loading')} />}</ModulesPage>;
  if (contracts.error) {
    return (
      <ModulesPage>
        <LoadFailure error={contracts.error} retry={() => contracts.refetch()} />
      </ModulesPage>
    );
  }
  const modules = currentModules(contracts.data);
  return (
    <ModulesPage>
      {modules.length === 0 ? (
        <p className={styles.empty}>{t('contracts.modules.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('contracts.modules.booked')}>
          {modules.map((module) => (
            <ModuleContractCard key={module.id} module={module} actions={actions} />
          ))}
        </ul>
      )}
    </ModulesPage>
  );
}

/** Books an add-on after a confirm dialog that names its price, start and minimum term. */
function useBookWithConfirm() {
  const { t } = useTranslation();
  const locale = useLocale();
  const confirm = useConfirm();
  const book = useBookModule();
  return async (module: BookableModule) => {
    const done = await confirm({
      title: t('contracts.book.title', { name: module.name }),
      message: t('contracts.book.message', {
        name: module.name,
        price: formatPeriodPrice(module, locale, t),
        date: formatContractDay(module.startDate, locale),
        term: formatPeriod(module.minimumTerm, t),
      }),
      confirmLabel: t('contracts.book.confirm'),
      cancelLabel: t('contracts.book.keep'),
      onConfirm: () => book.mutateAsync({ moduleId: module.moduleId, contractId: module.contractId }),
    });
    if (done) notifications.notify({ type: 'success', title: t('contracts.book.done', { name: module.name }) });
  };
}

function BookableModuleCard({ module, onBook }: { module: BookableModule; onBook: (module: BookableModule) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.card} aria-label={module.name}>
      <h2 className={styles.name}>{module.name}</h2>
      {module.description ? <p className={styles.intro}>{module.description}</p> : null}
      <dl className={styles.facts}>
        <dt>{t('contracts.fields.price')}</dt>
        <dd>{formatPeriodPrice(module, locale, t)}</dd>
        <dt>{t('contracts.fields.startDate')}</dt>
        <dd>{formatContractDay(module.startDate, locale)}</dd>
        <dt>{t('contracts.fields.minimumTerm')}</dt>
        <dd>{formatPeriod(module.minimumTerm, t)}</dd>
        <dt>{t('contracts.fields.noticePeriod')}</dt>
        <dd>{formatPeriod(module.noticePeriod, t)}</dd>
      </dl>
      <div className={styles.actions}>
        <Button size="s" onClick={() => onBook(module)}>
          {t('contracts.book.action')}
        </Button>
      </div>
    </li>
  );
}

/** /additionalmodules/available: the add-ons the member's running contract can book. */
export function AdditionalModulesAvailableScreen() {
  const { t } = useTranslation();
  const bookable = useBookableModules();
  const book = useBookWithConfirm();
  if (bookable.isPending) return <ModulesPage>{<BlockSpinner label={t('common.loading')} />}</ModulesPage>;
  if (bookable.error) {
    return (
      <ModulesPage>
        <LoadFailure error={bookable.error} retry={() => bookable.refetch()} />
      </ModulesPage>
    );
  }
  return (
    <ModulesPage>
      {bookable.data.length === 0 ? (
        <p className={styles.empty}>{t('contracts.modules.noneAvailable')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('routes.additionalModulesAvailable')}>
          {bookable.data.map((module) => (
            <BookableModuleCard key={`${module.contractId}-${module.moduleId}`} module={module} onBook={book} />
          ))}
        </ul>
      )}
    </ModulesPage>
  );
}
