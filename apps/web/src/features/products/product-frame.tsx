import type { Product, ProductVariant } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../lib/intl.ts';
import { useSession } from '../../lib/session.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useProductOfVariant } from './api/use-product-of-variant.ts';
import { LIST_PAGE, PRODUCT_KIND, type ProductFlowPath, useProductFlowPath } from './product-flow.ts';
import styles from './products.module.css';

/** What every step of a product flow knows: the flow, what is bought, and who buys. */
export interface ProductContext {
  flow: ProductFlowPath;
  product: Product;
  variant: ProductVariant;
  studioId: number;
  timeZone: string;
  /** Connected to the studio's tenant: buys through the member checkout calls. */
  member: boolean;
  loggedIn: boolean;
}

/** Replaces the page, keeping the brand and language parameters. */
export function StickyRedirect({ to }: { to: string }) {
  const { search } = useLocation();
  return <Navigate replace to={withStickyQuery(to, search)} />;
}

function Unavailable({ flow }: { flow: ProductFlowPath }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <StatusMessage
      title={t('products.flow.unavailable')}
      message={t('products.flow.unavailableMessage')}
      action={
        <Link to={withStickyQuery(`${flow.studioPrefix}/${LIST_PAGE[flow.kind]}`, search)}>
          {t(`products.flow.backTo.${flow.kind}`)}
        </Link>
      }
    />
  );
}

function ProductLoader({
  flow,
  children,
}: {
  flow: ProductFlowPath;
  children: (context: ProductContext) => ReactNode;
}) {
  const { t } = useTranslation();
  const { ref, studio } = useCurrentStudio();
  const member = useMemberCalls();
  const { loggedIn } = useSession();
  const product = useProductOfVariant(flow.variantId);
  if (product.isPending || loggedIn === undefined || !ref) return <BlockSpinner label={t('common.loading')} />;
  if (product.error && !(product.error instanceof ApiError && product.error.status === 404)) {
    return <ErrorList title={t('products.flow.loadError')} errors={[product.error]} />;
  }
  const variant = product.data?.variants.find((candidate) => candidate.id === flow.variantId);
  if (!product.data || !variant || product.data.kind !== PRODUCT_KIND[flow.kind]) return <Unavailable flow={flow} />;
  const context: ProductContext = {
    flow,
    product: product.data,
    variant,
    studioId: ref.organizationUnitId,
    timeZone: studio?.zoneId ?? DEFAULT_TIME_ZONE,
    member,
    loggedIn,
  };
  return <div className={styles.flowPage}>{children(context)}</div>;
}

/** A step of a product flow: loads the product of the `:offerId` variant, or says it is not sold (any more). */
export function ProductStep({ children }: { children: (context: ProductContext) => ReactNode }) {
  const flow = useProductFlowPath();
  if (!flow) return null;
  return <ProductLoader flow={flow}>{children}</ProductLoader>;
}

/** A step that needs only the flow's address (outcome and pay-later pages). */
export function ProductPage({ children }: { children: (flow: ProductFlowPath) => ReactNode }) {
  const flow = useProductFlowPath();
  if (!flow) return null;
  return <div className={styles.flowPage}>{children(flow)}</div>;
}
