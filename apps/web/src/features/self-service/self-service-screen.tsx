import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import {
  CUSTOMER_DATA_PAGE,
  type CustomerDataPage,
  SELF_SERVICE_OVERVIEW_PATH,
} from '../../lib/customer-data-groups.ts';
import { formatPrice } from '../../lib/format.ts';
import { formatDayRange } from '../../lib/format-day-range.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatInvoiceAmount, formatInvoiceMonth } from '../../lib/invoice-format.ts';
import { MEMBER_CONTRACTS_PATH } from '../../lib/menu-paths.ts';
import { stickyTarget, withStickyQuery } from '../../lib/sticky-query.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { Spinner } from '../../ui/spinner.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useAccountBalanceSummary } from './api/use-account-balance-summary.ts';
import { useAddressSummary } from './api/use-address-summary.ts';
import { useConsumptionCreditSummary } from './api/use-consumption-credit-summary.ts';
import { useContactSummary } from './api/use-contact-summary.ts';
import { useIdlePeriodSummary } from './api/use-idle-period-summary.ts';
import { useLatestInvoice } from './api/use-latest-invoice.ts';
import { usePaymentSummary } from './api/use-payment-summary.ts';
import { usePersonalSummary } from './api/use-personal-summary.ts';
import { maskIban } from './mask-iban.ts';
import styles from './self-service.module.css';
import { YourDataSection } from './your-data-section.tsx';

const ACCOUNT_PATH = '/account';
const ACCOUNT_VIEW_PERMISSION = {
  atLeastOneOf: ['CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW', 'CUSTOMER_CENTER_ACCOUNT_SUMMARIZED_VIEW'],
};
const ACCOUNT_BALANCE_PERMISSION = 'CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED';
const ADD_ONS_PATH = '/additionalmodules';
const CONSUMPTION_CREDIT_PATH = '/consumptioncredit';
const CONSUMPTION_CREDIT_PERMISSION = 'CUSTOMER_CENTER_CONSUMPTION_CREDIT_DISPLAY';
const CONTRACTS_PERMISSION = 'CUSTOMER_CENTER_CONTRACT_SHOW_ACTIVE_CONTRACTS';
const IDLE_PERIODS_PATH = '/idleperiods';
const IDLE_PERIODS_PERMISSION = 'CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_READ';
const INVOICES_PATH = '/invoices';
const INVOICES_PERMISSION = 'CUSTOMER_CENTER_INVOICE_ACTIVE';

interface TileProps {
  title: string;
  href: string;
  /** The tile's key fact, if it has one. */
  fact?: ReactNode;
  pending?: boolean;
}

function Tile({ title, href, fact, pending = false }: TileProps) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <li>
      <Link className={styles.tile} to={stickyTarget(href, search)}>
        <h2 className={styles.tileTitle}>{title}</h2>
        {fact ? <p className={styles.fact}>{fact}</p> : null}
        {pending ? <Tag size="small">{t('selfservice.overview.changeRequested')}</Tag> : null}
      </Link>
    </li>
  );
}

/** A group's summary as its tile reads it: the answer's data and whether a change waits. */
interface Summary<T> {
  data: T;
  pending: unknown;
}

/** A data group's tile: its key fact once loaded (a spinner before, nothing after a failure). */
function DataTile<T>({
  page,
  query,
  fact,
}: {
  page: CustomerDataPage;
  query: UseQueryResult<Summary<T>>;
  fact: (data: T) => string;
}) {
  const { t } = useTranslation();
  const shown = query.isLoading ? <Spinner label={t('common.loading')} /> : query.data ? fact(query.data.data) : null;
  return <Tile title={t(page.titleKey)} href={page.path} fact={shown} pending={Boolean(query.data?.pending)} />;
}

/** The tiles of the four data groups, each only where the member may read the group. */
function DataTiles() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const shows = (page: CustomerDataPage) => can(page.permission);
  const { PERSONAL, ADDRESS, CONTACT, PAYMENT } = CUSTOMER_DATA_PAGE;
  const personal = usePersonalSummary(shows(PERSONAL));
  const address = useAddressSummary(shows(ADDRESS));
  const contact = useContactSummary(shows(CONTACT));
  const payment = usePaymentSummary(shows(PAYMENT));
  return (
    <>
      {shows(PERSONAL) ? (
        <DataTile page={PERSONAL} query={personal} fact={(data) => `${data.firstName} ${data.lastName}`} />
      ) : null}
      {shows(ADDRESS) ? (
        <DataTile page={ADDRESS} query={address} fact={(data) => data?.city ?? t('selfservice.overview.noAddress')} />
      ) : null}
      {shows(CONTACT) ? <DataTile page={CONTACT} query={contact} fact={(data) => data.email} /> : null}
      {shows(PAYMENT) ? (
        <DataTile
          page={PAYMENT}
          query={payment}
          fact={(data) => (data.iban ? maskIban(data.iban) : t('selfservice.overview.noAccount'))}
        />
      ) : null}
    </>
  );
}

/** The idle-period tile: the current or next period, or "None planned"; only with the read permission. */
function IdlePeriodTile() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { can } = usePermissions();
  const shows = can(IDLE_PERIODS_PERMISSION);
  const query = useIdlePeriodSummary(shows);
  if (!shows) return null;
  const period = query.data?.idlePeriod;
  const summary = period ? formatDayRange(period, locale) : t('idleperiods.tile.none');
  const fact = query.isLoading ? <Spinner label={t('common.loading')} /> : query.data ? summary : null;
  return <Tile title={t('idleperiods.tile.title')} href={IDLE_PERIODS_PATH} fact={fact} />;
}

/** The invoices tile: the newest invoice's amount and month, or "No invoices yet"; only with the permission. */
function InvoicesTile() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { can } = usePermissions();
  const shows = can(INVOICES_PERMISSION);
  const query = useLatestInvoice(shows);
  if (!shows) return null;
  const latest = query.data;
  const summary = latest
    ? t('invoices.tileFact', {
        amount: formatInvoiceAmount(latest, locale),
        month: formatInvoiceMonth(latest.period, locale),
      })
    : t('invoices.tileNone');
  const fact = query.isLoading ? <Spinner label={t('common.loading')} /> : query.isSuccess ? summary : null;
  return <Tile title={t('invoices.tileTitle')} href={INVOICES_PATH} fact={fact} />;
}

/** The account tile: the open balance where the member may pay it, else what the account shows. */
function AccountTile() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { can } = usePermissions();
  const showsBalance = can(ACCOUNT_BALANCE_PERMISSION);
  const query = useAccountBalanceSummary(showsBalance);
  if (!can(ACCOUNT_VIEW_PERMISSION)) return null;
  const balance = query.data?.balance;
  const owed =
    balance && balance.amount > 0 ? t('accountstatement.tile.open', { amount: formatPrice(balance, locale) }) : null;
  const summary = owed ?? t('accountstatement.tile.nothingOpen');
  const balanceFact = query.isLoading ? <Spinner label={t('common.loading')} /> : query.data ? summary : null;
  return (
    <Tile
      title={t('accountstatement.tile.title')}
      href={ACCOUNT_PATH}
      fact={showsBalance ? balanceFact : t('accountstatement.tile.entries')}
    />
  );
}

/** The consumption-credit tile: the credit's balance; only with the display permission. */
function ConsumptionCreditTile() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { can } = usePermissions();
  const shows = can(CONSUMPTION_CREDIT_PERMISSION);
  const query = useConsumptionCreditSummary(shows);
  if (!shows) return null;
  const balance = query.data?.balance;
  const summary = t('consumptioncredit.tile.balance', {
    amount: formatPrice(balance, locale, { freeLabel: t('consumptioncredit.balance.none') }),
  });
  const fact = query.isLoading ? <Spinner label={t('common.loading')} /> : balance ? summary : null;
  return <Tile title={t('consumptioncredit.tile.title')} href={CONSUMPTION_CREDIT_PATH} fact={fact} />;
}

/** /selfservice/overview: a tile for each part of self-service the member's permissions open. */
export function SelfServiceOverviewScreen() {
  const { t } = useTranslation();
  const { can } = usePermissions();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('selfservice.overview.title')}</h1>
      <ul className={styles.tiles} aria-label={t('selfservice.overview.title')}>
        <DataTiles />
        {can(CONTRACTS_PERMISSION) ? (
          <Tile
            title={t('selfservice.overview.contracts')}
            href={MEMBER_CONTRACTS_PATH}
            fact={t('selfservice.overview.contractsFact')}
          />
        ) : null}
        <IdlePeriodTile />
        <AccountTile />
        <ConsumptionCreditTile />
        <InvoicesTile />
        <Tile
          title={t('selfservice.overview.addOns')}
          href={ADD_ONS_PATH}
          fact={t('selfservice.overview.addOnsFact')}
        />
      </ul>
      <YourDataSection />
    </div>
  );
}

/** /selfservice: the overview. */
export function SelfServiceRedirectScreen() {
  const { search } = useLocation();
  return <Navigate replace to={withStickyQuery(SELF_SERVICE_OVERVIEW_PATH, search)} />;
}
