import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/intl.ts';
import { useRememberAndGo } from '../../lib/remember-and-go.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Button } from '../../ui/button.tsx';
import { Note } from '../../ui/note.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { dayTicketDays } from './day-ticket-days.ts';
import { type ProductChoice, readProductChoice, rememberProductChoice } from './product-choice.ts';
import { productPaths } from './product-flow.ts';
import { type ProductContext, ProductStep } from './product-frame.tsx';
import styles from './products.module.css';
import { PurchaseSummary } from './purchase-summary.tsx';

const MAX_QUANTITY = 10;
const RECIPIENT_MAX_LENGTH = 80;
const LOGIN_PATH = '/login-register';
const STUDIO_CONNECT_PATH = '/studio-connect';

/** After the choice: pay-later and guests give their details first; members go straight to the payment. */
function nextStep(context: ProductContext, choice: ProductChoice): string {
  const { base } = context.flow;
  return choice.payLater || !context.member ? productPaths.contact(base) : productPaths.payment(base);
}

function useContinue(context: ProductContext) {
  const navigate = useNavigate();
  const { search } = useLocation();
  return (choice: Omit<ProductChoice, 'flow'>) => {
    const full = { ...choice, flow: context.flow.base };
    rememberProductChoice(full);
    void navigate(withStickyQuery(nextStep(context, full), search));
  };
}

/** Offers become the member's contingent: a guest logs in first, a member not connected connects to the studio. */
function OfferStart({ context }: { context: ProductContext }) {
  const { t } = useTranslation();
  const rememberAndGo = useRememberAndGo();
  const proceed = useContinue(context);
  if (!context.loggedIn) {
    return (
      <>
        <Note type="notice">{t('products.start.loginRequired')}</Note>
        <div className={styles.actions}>
          <Button onClick={() => rememberAndGo(LOGIN_PATH)}>{t('products.start.login')}</Button>
        </div>
      </>
    );
  }
  if (!context.member) {
    return (
      <>
        <Note type="notice">{t('products.start.connectRequired')}</Note>
        <div className={styles.actions}>
          <Button onClick={() => rememberAndGo(STUDIO_CONNECT_PATH)}>{t('products.start.connect')}</Button>
        </div>
      </>
    );
  }
  return (
    <div className={styles.actions}>
      <Button onClick={() => proceed({ quantity: 1 })}>{t('products.start.continue')}</Button>
    </div>
  );
}

type PayMode = 'now' | 'later';

function DayTicketStart({ context }: { context: ProductContext }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const proceed = useContinue(context);
  const days = dayTicketDays(new Date(), context.timeZone);
  const earlier = readProductChoice(context.flow.base);
  const [validOn, setValidOn] = useState(
    earlier?.validOn && days.includes(earlier.validOn) ? earlier.validOn : days[0],
  );
  const [payMode, setPayMode] = useState<PayMode>(earlier?.payLater ? 'later' : 'now');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    proceed({ quantity: 1, validOn, payLater: payMode === 'later' });
  };
  return (
    <form className={styles.form} aria-label={t('products.start.dayTicketForm')} onSubmit={submit}>
      <Select
        label={t('products.start.day')}
        required
        value={validOn}
        options={days.map((day) => ({ value: day, label: formatDay(day, locale) }))}
        onChange={(event) => setValidOn(event.target.value)}
      />
      <RadioGroup
        label={t('products.start.payMode')}
        value={payMode}
        options={[
          { value: 'now', label: t('products.start.payNow') },
          { value: 'later', label: t('products.start.payLater') },
        ]}
        onChange={(mode) => setPayMode(mode as PayMode)}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('products.start.continue')}</Button>
      </div>
    </form>
  );
}

function VoucherStart({ context }: { context: ProductContext }) {
  const { t } = useTranslation();
  const proceed = useContinue(context);
  const earlier = readProductChoice(context.flow.base);
  const [recipientName, setRecipientName] = useState(earlier?.recipientName ?? '');
  const [quantity, setQuantity] = useState(String(earlier?.quantity ?? 1));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = recipientName.trim();
    proceed({ quantity: Number(quantity), ...(name ? { recipientName: name } : {}) });
  };
  return (
    <form className={styles.form} aria-label={t('products.start.voucherForm')} onSubmit={submit}>
      <TextField
        label={t('products.start.recipient')}
        hint={t('products.start.recipientHint')}
        autoComplete="off"
        maxLength={RECIPIENT_MAX_LENGTH}
        value={recipientName}
        onChange={(event) => setRecipientName(event.target.value)}
      />
      <Select
        label={t('products.start.quantity')}
        required
        value={quantity}
        options={Array.from({ length: MAX_QUANTITY }, (_, index) => ({
          value: String(index + 1),
          label: String(index + 1),
        }))}
        onChange={(event) => setQuantity(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit">{t('products.start.continue')}</Button>
      </div>
    </form>
  );
}

function StartStep({ context }: { context: ProductContext }) {
  const { t } = useTranslation();
  const { kind } = context.flow;
  return (
    <>
      <h1 className={styles.title}>{t(`products.start.title.${kind}`)}</h1>
      <PurchaseSummary context={context} />
      {context.product.description ? <p className={styles.intro}>{context.product.description}</p> : null}
      {kind === 'offer' ? <OfferStart context={context} /> : null}
      {kind === 'day-ticket' ? <DayTicketStart context={context} /> : null}
      {kind === 'voucher' ? <VoucherStart context={context} /> : null}
    </>
  );
}

/** /booking/{offer|day-ticket|voucher}/:offerId: what is bought and the buyer's choices (day, quantity, name). */
export function ProductStartScreen() {
  return <ProductStep>{(context) => <StartStep context={context} />}</ProductStep>;
}
