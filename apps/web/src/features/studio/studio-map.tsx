import type { PublicStudio } from '../../lib/studio-context.ts';
import { LocationMap } from '../../ui/location-map.tsx';
import { useMapSettings } from './api/use-map-settings.ts';
import { isTileTemplate, type MapView, staticMapUrl, tilesFor } from './static-map.ts';
import styles from './studio-map.module.css';

/** The static map of spec 000 section 9 until the brand's settings say otherwise. */
const DEFAULT_VIEW = { zoom: 12, width: 640, height: 333 };

function MapImage({ template, view }: { template: string; view: MapView }) {
  if (!isTileTemplate(template)) return <img className={styles.image} src={staticMapUrl(template, view)} alt="" />;
  return (
    <div className={styles.tiles} style={{ width: view.width, height: view.height }}>
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

/** Where the studio is: the brand's map (MAP_TILE_URL, a static-map or tile address template) around it, if any. */
export function StudioMap({ studio, address }: StudioMapProps) {
  const settings = useMapSettings(studio.facilityGroup);
  const { latitude, longitude } = studio.address;
  const view = { ...DEFAULT_VIEW, ...(settings ?? {}) };
  const template = settings?.tileUrl;
  const map =
    template && latitude !== null && longitude !== null
      ? {
          image: <MapImage template={template} view={{ ...view, latitude, longitude }} />,
          width: view.width,
          height: view.height,
        }
      : undefined;
  return <LocationMap name={studio.name} address={address} map={map} />;
}
