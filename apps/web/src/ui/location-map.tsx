import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { mapsHref } from '../lib/maps-link.ts';
import { PinIcon } from './icons.tsx';
import styles from './location-map.module.css';

interface LocationMapProps {
  /** The place's name: the map's label and the maps app's search with the address. */
  name: string;
  /** The one-line address with the country. */
  address: string;
  /**
   * The configured map around the place, with its width and height; without one a compact drawn street pattern
   * stands in, so the marker, the address and the maps link still say where the place is.
   */
  map?: { image: ReactNode; width: number; height: number } | undefined;
}

/** Where a place is: a map (or a drawn one) with a marker in the middle, the address and a link to a maps app. */
export function LocationMap({ name, address, map }: LocationMapProps) {
  const { t } = useTranslation();
  return (
    <figure className={styles.figure}>
      <div
        className={map ? styles.canvas : styles.drawnCanvas}
        style={map ? { aspectRatio: `${map.width} / ${map.height}` } : undefined}
        role="img"
        aria-label={t('ui.locationMap.label', { name })}
      >
        {map ? map.image : <div className={styles.drawn} />}
        <span className={styles.pin}>
          <PinIcon />
        </span>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.address}>{address}</span>
        <a
          className={styles.link}
          href={mapsHref(`${name}, ${address}`)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('ui.locationMap.directionsLabel', { name })}
        >
          {t('ui.locationMap.directions')}
        </a>
      </figcaption>
    </figure>
  );
}
