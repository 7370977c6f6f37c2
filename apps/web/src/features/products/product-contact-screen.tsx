import type { CustomerData } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { readCheckoutDraft, rememberCheckoutDraft } from '../../lib/checkout-draft.ts';
import { useLocale } from '../../lib/i18n.ts';
import { type UserInfo, useSession } from '../../lib/session.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { FormCard } from '../../ui/form-card.tsx';
import { useBookDayTicket } from './api/use-book-day-ticket.ts';
import { BuyerForm, type BuyerValues, EMPTY_BUYER, toCustomerData } from './buyer-form.tsx';
import { type ProductChoice, readProductChoice } from './product-choice.ts';
import { productPaths } from './product-flow.ts';
import { type ProductContext, ProductStep, StickyRedirect } from './product-frame.tsx';
import styles from './products.module.css';
import { PurchaseSummary } from './purchase-summary.tsx';

/** The form starts with what the buyer gave before, or the logged-in user's name and address. */
function defaultsOf(contact: CustomerData | undefined, user: UserInfo | null): BuyerValues {
  if (contact) {
    const { firstName, lastName, email, phone } = contact;
    return { firstName, lastName, email, phone: phone ?? '' };
  }
  if (!user) return EMPTY_BUYER;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return { ...EMPTY_BUYER, firstName, lastName: rest.join(' '), email: user.email };
}

function ContactStep({ context, choice }: { context: ProductContext; choice: ProductChoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { user } = useSession();
  const book = useBookDayTicket();
  const { base } = context.flow;
  const paymentPath = productPaths.payment(base);
  const go = (path: string) => void navigate(withStickyQuery(path, search));
  const submit = (values: BuyerValues) => {
    const customerData = toCustomerData(values, locale);
    if (!choice.payLater) {
      rememberCheckoutDraft({ flow: base, paymentPath, contact: customerData });
      go(paymentPath);
      return;
    }
    book.mutate(
      { studioId: context.studioId, variantId: context.variant.id, validOn: choice.validOn ?? '', customerData },
      {
        onSuccess: ({ leadId }) => go(productPaths.payLaterSuccess(base, leadId)),
        onError: () => go(productPaths.payLaterFailure(base)),
      },
    );
  };
  return (
    <>
      <h1 className={styles.title}>{t('products.contact.heading')}</h1>
      <PurchaseSummary context={context} choice={choice} />
      <FormCard title={t('products.contact.title')}>
        <p className={styles.intro}>
          {t(choice.payLater ? 'products.contact.introPayLater' : 'products.contact.intro')}
        </p>
        <BuyerForm
          defaults={defaultsOf(readCheckoutDraft(base)?.contact, user)}
          submitLabel={t(choice.payLater ? 'products.contact.reserve' : 'products.contact.submit')}
          loading={book.isPending}
          failure={null}
          onSubmit={submit}
        />
      </FormCard>
    </>
  );
}

/** Contact: a guest's details for the payment, or anyone's for a day ticket paid at the studio. */
function ContactGate({ context }: { context: ProductContext }) {
  const choice = readProductChoice(context.flow.base);
  if (!choice) return <StickyRedirect to={context.flow.base} />;
  if (context.flow.kind === 'offer') {
    return <StickyRedirect to={context.member ? productPaths.payment(context.flow.base) : context.flow.base} />;
  }
  if (context.member && !choice.payLater) return <StickyRedirect to={productPaths.payment(context.flow.base)} />;
  return <ContactStep context={context} choice={choice} />;
}

export function ProductContactScreen() {
  return <ProductStep>{(context) => <ContactGate context={context} />}</ProductStep>;
}
