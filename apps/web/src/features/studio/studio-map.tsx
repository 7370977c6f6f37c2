import { useTranslation } from 'react-i18next';
import { NEW_TAB } from '../../app/shell/external-links.ts';
import { mapsHref } from '../../lib/maps-link.ts';
import type { PublicStudio } from '../../lib/studio-context.ts';
import { PinIcon } from '../../ui/icons.tsx';
import { isTileTemplate, type MapView, staticMapUrl, tilesFor } from './static-map.ts';
import styles from './studio-map.module.css';
import { useMapSettings } from './use-map-settings.ts';

/** The static map of spec 000 section 9 until the brand's settings say otherwise. */
const DEFAULT_VIEW = { zoom: 12, width: 640, height: 333 };

function MapImage({ template, view, label }: { template: string; view: MapView; label: string }) {
  if (!isTileTemplate(template)) {
    return <img className={styles.image} src={staticMapUrl(template, view)} alt={label} />;
  }
  return (
    <div className={styles.tiles} style={{ width: view.width, height: view.height }} role="img" aria-label={label}>
      {tilesFor(template, view).map((tile) => (
        <img key={tile.src} className={styles.tile} src={tile.src} alt="" style={{ left: tile.left, top: tile.top }} />
      ))}
    </div>
  );
}

interface StudioMapProps {
  studio: PublicStudio;
  /** The one-line address with the country. */
  address: string;
}

/**
 * Where the studio is: the brand's map (MAP_TILE_URL, a static-map or tile address template) around it, else a drawn
 * street pattern; the address below and a link that opens it in a maps app.
 */
export function StudioMap({ studio, address }: StudioMapProps) {
  const { t } = useTranslation();
  const settings = useMapSettings(studio.facilityGroup);
  const { latitude, longitude } = studio.address;
  const view = { ...DEFAULT_VIEW, ...(settings ?? {}) };
  const template = settings?.tileUrl;
  const label = t('studio.map.label', { name: studio.name });
  return (
    <figure className={styles.figure}>
      <div className={styles.canvas} style={{ aspectRatio: `${view.width} / ${view.height}` }}>
        {template && latitude !== null && longitude !== null ? (
          <MapImage template={template} view={{ ...view, latitude, longitude }} label={label} />
        ) : (
          <div className={styles.drawn} aria-hidden="true" />
        )}
        <span className={styles.pin} aria-hidden="true">
          <PinIcon />
        </span>
      </div>
      <figcaption className={styles.caption}>
        <span className={styles.address}>{address}</span>
        <a
          className={styles.link}
          href={mapsHref(`${studio.name}, ${address}`)}
          {...NEW_TAB}
          aria-label={t('studio.map.directionsLabel', { name: studio.name })}
        >
          {t('studio.map.directions')}
        </a>
      </figcaption>
    </figure>
  );
}
