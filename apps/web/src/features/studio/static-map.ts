export interface MapView {
  latitude: number;
  longitude: number;
  zoom: number;
  width: number;
  height: number;
}

export interface MapTile {
  src: string;
  /** Position of the tile's top left corner in the view, px. */
  left: number;
  top: number;
}

const TILE_SIZE = 256;

function fill(template: string, values: Record<string, number>): string {
  return template.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
    name in values ? String(values[name]) : placeholder,
  );
}

/** A tile template names the tile ({z}/{x}/{y}); a static-map template the place and size. */
export function isTileTemplate(template: string): boolean {
  return template.includes('{x}') && template.includes('{y}');
}

/** The static-map address: {lat}, {lng} (or {lon}), {zoom}, {width} and {height} filled in. */
export function staticMapUrl(template: string, view: MapView): string {
  const { latitude: lat, longitude: lng, zoom, width, height } = view;
  return fill(template, { lat, lng, lon: lng, zoom, width, height });
}

/** The point in world pixels at the zoom (Web Mercator, the tiles' projection). */
function worldPixel(view: MapView): { x: number; y: number } {
  const scale = TILE_SIZE * 2 ** view.zoom;
  const sin = Math.sin((view.latitude * Math.PI) / 180);
  return {
    x: ((view.longitude + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

/** The tiles that cover the view with the place in its middle. */
export function tilesFor(template: string, view: MapView): MapTile[] {
  const centre = worldPixel(view);
  const origin = { x: centre.x - view.width / 2, y: centre.y - view.height / 2 };
  const count = 2 ** view.zoom;
  const first = { x: Math.floor(origin.x / TILE_SIZE), y: Math.floor(origin.y / TILE_SIZE) };
  const last = {
    x: Math.floor((origin.x + view.width) / TILE_SIZE),
    y: Math.floor((origin.y + view.height) / TILE_SIZE),
  };
  const tiles: MapTile[] = [];
  for (let y = Math.max(0, first.y); y <= Math.min(count - 1, last.y); y += 1) {
    for (let x = first.x; x <= last.x; x += 1) {
      tiles.push({
        src: fill(template, { z: view.zoom, x: ((x % count) + count) % count, y }),
        left: Math.round(x * TILE_SIZE - origin.x),
        top: Math.round(y * TILE_SIZE - origin.y),
      });
    }
  }
  return tiles;
}
