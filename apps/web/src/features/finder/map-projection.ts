export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface ScreenPoint {
  x: number;
  y: number;
}

/** Web Mercator: the world as a unit square, x to the east and y to the south. */
export function mercator({ latitude, longitude }: MapPoint): ScreenPoint {
  const clamped = Math.max(-85, Math.min(85, latitude));
  const sin = Math.sin((clamped * Math.PI) / 180);
  return { x: (longitude + 180) / 360, y: 0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI) };
}

/** The smallest stretch of world a map shows (about 40 km in central Europe), so one studio is not a wall of blue. */
const MIN_SPAN = 0.0015;

export interface MapView {
  width: number;
  height: number;
  /** Pixels per world unit. */
  scale: number;
  /** The world point at the top left corner. */
  origin: ScreenPoint;
  project: (point: MapPoint) => ScreenPoint;
}

/** The view that shows every point with `padding` pixels to spare, centred. */
export function fitView(points: readonly MapPoint[], width: number, height: number, padding: number): MapView {
  const world = points.map(mercator);
  const xs = world.map((point) => point.x);
  const ys = world.map((point) => point.y);
  const [minX, maxX, minY, maxY] = xs.length
    ? [Math.min(...xs), Math.max(...xs), Math.min(...ys), Math.max(...ys)]
    : [0.5, 0.5, 0.32, 0.32];
  const spanX = Math.max(maxX - minX, MIN_SPAN);
  const spanY = Math.max(maxY - minY, MIN_SPAN);
  const scale = Math.min((width - 2 * padding) / spanX, (height - 2 * padding) / spanY);
  const origin = { x: (minX + maxX) / 2 - width / 2 / scale, y: (minY + maxY) / 2 - height / 2 / scale };
  const project = (point: MapPoint): ScreenPoint => {
    const at = mercator(point);
    return { x: (at.x - origin.x) * scale, y: (at.y - origin.y) * scale };
  };
  return { width, height, scale, origin, project };
}

export interface Tile {
  key: string;
  href: string;
  x: number;
  y: number;
  size: number;
}

const TILE_PIXELS = 256;
const MAX_ZOOM = 18;

/** The tiles of a `{z}/{x}/{y}` address template (MAP_TILE_URL) that cover the view; none for other templates. */
export function tilesFor(view: MapView, template: string): Tile[] {
  if (!['{z}', '{x}', '{y}'].every((part) => template.includes(part))) return [];
  const zoom = Math.max(0, Math.min(MAX_ZOOM, Math.round(Math.log2(view.scale / TILE_PIXELS))));
  const count = 2 ** zoom;
  const size = view.scale / count;
  const first = { x: Math.floor(view.origin.x * count), y: Math.floor(view.origin.y * count) };
  const last = {
    x: Math.floor((view.origin.x + view.width / view.scale) * count),
    y: Math.floor((view.origin.y + view.height / view.scale) * count),
  };
  const tiles: Tile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y++) {
    for (let x = first.x; x <= last.x; x++) {
      const wrapped = ((x % count) + count) % count;
      tiles.push({
        key: `${zoom}/${x}/${y}`,
        href: template.replace('{z}', String(zoom)).replace('{x}', String(wrapped)).replace('{y}', String(y)),
        x: (x / count - view.origin.x) * view.scale,
        y: (y / count - view.origin.y) * view.scale,
        size,
      });
    }
  }
  return tiles;
}

const EARTH_RADIUS_KM = 6371;

/** Great-circle distance (haversine), as the server computes distanceKm. */
export function distanceKm(a: MapPoint, b: MapPoint): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = radians(b.latitude - a.latitude);
  const dLng = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** Around an origin: the studios up to three times as far as the nearest (at least 25 km). */
const NEAR_FACTOR = 3;
const NEAR_MIN_KM = 25;
/** Without one: the studios within this distance of the middle, so one studio abroad does not shrink the rest to a dot. */
const CLUSTER_KM = 1500;

/** The points the map frames; the others may fall outside it (the list still has them). */
export function focusArea(points: readonly MapPoint[], origin: MapPoint | null): MapPoint[] {
  if (origin) {
    const nearest = Math.min(...points.map((point) => distanceKm(origin, point)));
    const radius = Math.max(NEAR_MIN_KM, nearest * NEAR_FACTOR);
    return [origin, ...points.filter((point) => distanceKm(origin, point) <= radius)];
  }
  const middle = {
    latitude: median(points.map((point) => point.latitude)),
    longitude: median(points.map((point) => point.longitude)),
  };
  const cluster = points.filter((point) => distanceKm(middle, point) <= CLUSTER_KM);
  return cluster.length ? cluster : [...points];
}
