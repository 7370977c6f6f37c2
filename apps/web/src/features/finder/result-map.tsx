import type { PublicStudio } from '@motus/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/class-names.ts';
import type { FinderOrigin } from './finder-search.ts';
import { fitView, focusArea, type MapPoint, tilesFor } from './map-projection.ts';
import styles from './result-map.module.css';

const WIDTH = 640;
const HEIGHT = 400;
const PADDING = 36;
const GRID_STEP = 40;

export interface MappedStudio {
  studio: PublicStudio;
  number: number;
  position: MapPoint;
}

/** The results that have coordinates, numbered as the list numbers them. */
export function mappedStudios(studios: readonly PublicStudio[]): MappedStudio[] {
  return studios.flatMap((studio, index) => {
    const { latitude, longitude } = studio.address;
    return latitude === null || longitude === null
      ? []
      : [{ studio, number: index + 1, position: { latitude, longitude } }];
  });
}

interface ResultMapProps {
  studios: readonly MappedStudio[];
  origin: FinderOrigin | null;
  tileUrl: string | null;
  activeId: number | null;
  onActivate: (id: number | null) => void;
  onOpen: (studio: PublicStudio) => void;
}

/**
 * The results on a map: configured tiles when MAP_TILE_URL is a `{z}/{x}/{y}` template, else a drawn grid, so it
 * works offline. A picture for sighted mouse users: the numbered list carries the same content for everyone.
 */
export function ResultMap({ studios, origin, tileUrl, activeId, onActivate, onOpen }: ResultMapProps) {
  const { t } = useTranslation();
  const patternId = useId();
  const focus = focusArea(
    studios.map((entry) => entry.position),
    origin,
  );
  const view = fitView(focus, WIDTH, HEIGHT, PADDING);
  const tiles = tileUrl ? tilesFor(view, tileUrl) : [];
  const from = origin ? view.project(origin) : null;
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-label={t('finder.map.label', { count: studios.length })}
    >
      <defs>
        <pattern id={patternId} width={GRID_STEP} height={GRID_STEP} patternUnits="userSpaceOnUse">
          <path d={`M ${GRID_STEP} 0 L 0 0 0 ${GRID_STEP}`} className={styles.grid} />
        </pattern>
      </defs>
      <rect width={WIDTH} height={HEIGHT} className={styles.land} />
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${patternId})`} />
      {tiles.map((tile) => (
        <image key={tile.key} href={tile.href} x={tile.x} y={tile.y} width={tile.size} height={tile.size} />
      ))}
      {from ? (
        <g className={styles.origin} transform={`translate(${from.x} ${from.y})`}>
          <circle r={14} className={styles.originHalo} />
          <circle r={6} className={styles.originDot} />
        </g>
      ) : null}
      {studios.map(({ studio, number, position }) => {
        const at = view.project(position);
        return (
          // biome-ignore lint/a11y/noStaticElementInteractions: the numbered list offers the same links to keyboards
          <g
            key={studio.id}
            className={cx(styles.marker, activeId === studio.id && styles.active)}
            transform={`translate(${at.x} ${at.y})`}
            onClick={() => onOpen(studio)}
            onMouseEnter={() => onActivate(studio.id)}
            onMouseLeave={() => onActivate(null)}
          >
            <title>{studio.name}</title>
            <circle r={13} />
            <text dy="0.35em">{number}</text>
          </g>
        );
      })}
    </svg>
  );
}
