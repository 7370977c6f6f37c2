import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useContractOffers } from './api/use-contract-offers.ts';
import styles from './contract-signup.module.css';
import { usePeriodTexts } from './period-text.ts';
import { forgetSignupDraft } from './signup-draft.ts';
import type { Offer } from './signup-flow.ts';

function OfferCard({ offer, signupBase }: { offer: Offer; signupBase: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const texts = usePeriodTexts();
  return (
    <Card headingLevel={2} title={offer.name} description={offer.description}>
      <ul className={styles.terms} aria-label={t('signup.offers.terms', { name: offer.name })}>
        {offer.terms.map((term) => (
          <li key={term.id} className={styles.term}>
            <span className={styles.termText}>
              <span className={styles.termName}>{term.name}</span>
              <span>{texts.price(term)}</span>
              <span className={styles.muted}>
                {t('signup.term.minimumTerm', { period: texts.period(term.minimumTerm) })}
              </span>
            </span>
            <ButtonLink
              to={withStickyQuery(`${signupBase}/${term.id}/personal`, search)}
              aria-label={t('signup.offers.chooseTerm', { offer: offer.name, term: term.name })}
              onClick={forgetSignupDraft}
            >
              {t('signup.offers.choose')}
            </ButtonLink>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** `/contract` of a studio: its contract offers with their terms; choosing a term starts the sign-up. */
export function ContractOffersScreen() {
  const { t } = useTranslation();
  const { ref } = useCurrentStudio();
  const offers = useContractOffers(ref?.organizationUnitId);
  const { search } = useLocation();
  const signupBase = ref ? `${studioPath(studioUuidOf(ref))}/contract` : '/contract';
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('signup.offers.title')}</h1>
      <p className={styles.intro}>{t('signup.offers.intro')}</p>
      {offers.isPending && ref ? <BlockSpinner label={t('common.loading')} /> : null}
      {offers.error ? (
        <ErrorList
          title={t('signup.offers.loadError')}
          errors={[offers.error]}
          action={<Button onClick={() => offers.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {offers.data?.length === 0 ? <p>{t('signup.offers.empty')}</p> : null}
      {offers.data && offers.data.length > 0 ? (
        <ul className={styles.offers}>
          {offers.data.map((offer) => (
            <li key={offer.id}>
              <OfferCard offer={offer} signupBase={signupBase} />
            </li>
          ))}
        </ul>
      ) : null}
      {ref ? (
        <p className={styles.intro}>
          {t('signup.offers.cancelHint')}{' '}
          <Link to={withStickyQuery(`${signupBase}?cancel=1`, search)}>{t('signup.offers.cancelLink')}</Link>
        </p>
      ) : null}
    </div>
  );
}
