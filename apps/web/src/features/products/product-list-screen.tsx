import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { GridView } from '../../ui/grid-view.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useStudioProducts } from './api/use-studio-products.ts';
import { ProductCard } from './product-card.tsx';
import { type FlowKind, PRODUCT_KIND } from './product-flow.ts';
import styles from './products.module.css';
import { PurchasedVouchers } from './purchased-vouchers.tsx';

/** The studio's products of one kind as cards, each variant with its price and a Buy button. */
function ProductList({ kind, children }: { kind: FlowKind; children?: ReactNode }) {
  const { t } = useTranslation();
  const { ref } = useCurrentStudio();
  const products = useStudioProducts(ref?.organizationUnitId, PRODUCT_KIND[kind]);
  const flowBase = ref ? `${studioPath(studioUuidOf(ref))}/booking/${kind}` : '';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t(`products.list.${kind}.title`)}</h1>
      <p className={styles.intro}>{t(`products.list.${kind}.intro`)}</p>
      {products.error ? (
        <ErrorList
          title={t('products.list.loadError')}
          errors={[products.error]}
          action={<Button onClick={() => products.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {products.isPending && ref ? <BlockSpinner label={t('common.loading')} /> : null}
      {products.data ? (
        <GridView
          items={products.data}
          itemKey={(product) => product.id}
          emptyText={t(`products.list.${kind}.empty`)}
          renderItem={(product) => <ProductCard product={product} flowOf={(variantId) => `${flowBase}/${variantId}`} />}
        />
      ) : null}
      {children}
    </div>
  );
}

/** /offers: class cards and other virtual products (BENEFIT_OFFERS). */
export function OffersScreen() {
  return <ProductList kind="offer" />;
}

/** /day-tickets (DAY_TICKETS). */
export function DayTicketsScreen() {
  return <ProductList kind="day-ticket" />;
}

/** /vouchers (VOUCHERS), with the member's bought vouchers below. */
export function VouchersScreen() {
  const { loggedIn } = useSession();
  return <ProductList kind="voucher">{loggedIn ? <PurchasedVouchers /> : null}</ProductList>;
}
