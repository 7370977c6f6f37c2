import type { Place } from '@motus/contract';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useFacilityGroup } from '../../lib/request-context.ts';
import { Button } from '../../ui/button.tsx';
import { useMapTileUrl } from './api/use-map-tile-url.ts';
import { useStudioSearch } from './api/use-studio-search.ts';
import styles from './finder-page.module.css';
import { FinderResults } from './finder-results.tsx';
import type { FinderSearch } from './finder-search.ts';
import { NearMeButton, NearMeProblem } from './near-me.tsx';
import { PlaceCombobox } from './place-combobox.tsx';
import { placeLabel } from './place-label.ts';
import { useFinderSearch } from './use-finder-search.ts';
import { type Position, useGeolocation } from './use-geolocation.ts';

function useResultsHeading({ text, origin }: FinderSearch): string {
  const { t } = useTranslation();
  if (origin)
    return origin.label ? t('finder.results.nearPlace', { place: origin.label }) : t('finder.results.nearYou');
  return text ? t('finder.results.forText', { text }) : t('finder.results.all');
}

/** The studio finder: text search with place suggestions, 'near me', results as a list and on a map. */
export function HomeScreen() {
  const { t } = useTranslation();
  usePageTitle(t('finder.title'));
  const locale = useLocale();
  const facilityGroup = useFacilityGroup();
  const [search, setSearch] = useFinderSearch();
  const [input, setInput] = useState(search.text || search.origin?.label || '');
  const results = useStudioSearch({ ...search, facilityGroup });
  const heading = useResultsHeading(search);
  const tileUrl = useMapTileUrl(facilityGroup);
  const ownPosition = search.origin?.label === null ? search.origin : null;

  const located = useCallback(
    (position: Position) => setSearch({ text: search.text, origin: { ...position, label: null } }),
    [setSearch, search.text],
  );
  const geolocation = useGeolocation(located);

  const pickPlace = (place: Place) => {
    const label = placeLabel(place, locale);
    setInput(label);
    setSearch({ text: '', origin: { latitude: place.latitude, longitude: place.longitude, label } });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = input.trim();
    if (search.origin?.label && text === search.origin.label) return;
    setSearch({ text, origin: ownPosition });
  };
  const clear = () => {
    setInput('');
    setSearch({ text: '', origin: null });
  };

  return (
    <>
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('finder.title')}</h1>
        <p className={styles.lead}>{t('finder.intro')}</p>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: <search> is unknown to Safari before 17 */}
      <form role="search" aria-label={t('finder.search.label')} className={styles.form} onSubmit={submit}>
        <PlaceCombobox
          label={t('finder.search.field')}
          placeholder={t('finder.search.placeholder')}
          value={input}
          onChange={setInput}
          onPick={pickPlace}
        />
        <div className={styles.actions}>
          <Button type="submit">{t('finder.search.submit')}</Button>
          <NearMeButton status={geolocation.status} onLocate={geolocation.locate} />
          {search.text || search.origin ? (
            <Button variant="secondary" onClick={clear}>
              {t('finder.search.clear')}
            </Button>
          ) : null}
        </div>
      </form>
      <div className={styles.problem}>
        <NearMeProblem status={geolocation.status} />
      </div>
      <FinderResults
        heading={heading}
        results={results}
        origin={search.origin}
        tileUrl={tileUrl}
        emptyText={search.text ? t('finder.results.noMatch', { text: search.text }) : t('finder.results.none')}
      />
    </>
  );
}
