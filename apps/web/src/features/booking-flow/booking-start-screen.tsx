import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useRememberAndGo } from '../../lib/remember-and-go.ts';
import { useSession } from '../../lib/session.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { type SlotBookingOption, useBookingOptions } from './api/use-booking-options.ts';
import styles from './booking-flow.module.css';
import { type FlowContext, FlowStep, StickyRedirect } from './flow-frame.tsx';
import { offerPaths } from './offer-checkout.ts';
import { OptionDetails } from './option-details.tsx';
import { SlotSummary } from './slot-summary.tsx';
import { useStudioTimeZone } from './use-studio-time-zone.ts';

/**
 * Where an option leads: a member's option to its summary, or an offer straight to its payment; a guest's choice to
 * the contact form first.
 */
export function optionTarget(base: string, option: SlotBookingOption, member: boolean): string {
  if (!member) return offerPaths.contact(base, option.id);
  return option.type === 'OFFER' ? offerPaths.payment(base, option.id) : `${base}/option/${option.id}/summary`;
}

/** A guest (or a user not connected to the studio) can log in or connect to book with their membership. */
function MembershipLogin() {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const go = useRememberAndGo();
  return (
    <Button variant="secondary" onClick={() => go(loggedIn ? '/studio-connect' : '/login-register')}>
      {t(loggedIn ? 'flow.start.connect' : 'flow.start.memberLogin')}
    </Button>
  );
}

function OptionList({ options, context }: { options: SlotBookingOption[]; context: FlowContext }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const timeZone = useStudioTimeZone();
  return (
    <ul className={styles.options}>
      {options.map((option) => (
        <li key={option.id} className={styles.option}>
          <OptionDetails option={option} timeZone={timeZone} />
          <ButtonLink to={withStickyQuery(optionTarget(context.flow.base, option, context.member), search)}>
            {t('flow.start.choose')} <span className="visually-hidden">{option.name}</span>
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}

function Options({ context }: { context: FlowContext }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const options = useBookingOptions(context.slot, context.member);
  if (options.error) {
    return (
      <ErrorList
        title={t('flow.start.loadError')}
        errors={[options.error]}
        action={<Button onClick={() => options.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!options.data) return <BlockSpinner label={t('common.loading')} />;
  const [only] = options.data;
  // One way to book needs no choice; a guest still sees the way to log in, and an offer is never bought unasked.
  if (context.member && options.data.length === 1 && only && only.type !== 'OFFER') {
    return <StickyRedirect to={optionTarget(context.flow.base, only, true)} />;
  }
  return (
    <>
      {options.data.length > 0 ? (
        <OptionList options={options.data} context={context} />
      ) : (
        <p className={styles.meta}>{t(context.member ? 'flow.start.emptyMember' : 'flow.start.emptyGuest')}</p>
      )}
      <div className={styles.actions}>
        {context.member ? null : <MembershipLogin />}
        <Link to={withStickyQuery(context.slot.returnPath, search)}>{t('flow.start.back')}</Link>
      </div>
    </>
  );
}

/** Choose option (/booking/{kind}/:id): the chosen slot and the ways to book it. */
export function BookingStartScreen() {
  const { t } = useTranslation();
  const timeZone = useStudioTimeZone();
  return (
    <FlowStep>
      {(context) => (
        <>
          <h1 className={styles.title}>{t('flow.start.title')}</h1>
          <SlotSummary slot={context.slot} timeZone={timeZone} />
          <Options context={context} />
        </>
      )}
    </FlowStep>
  );
}
