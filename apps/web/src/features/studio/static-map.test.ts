import { describe, expect, it } from 'vitest';
import { isTileTemplate, staticMapUrl, tilesFor } from './static-map.ts';

const berlin = { latitude: 52.529, longitude: 13.401, zoom: 12, width: 640, height: 333 };

describe('static map', () => {
  it('fills a static-map template with place, zoom and size', () => {
    const template = 'https://maps.example/static?center={lat},{lng}&zoom={zoom}&size={width}x{height}&k={key}';
    expect(isTileTemplate(template)).toBe(false);
    expect(staticMapUrl(template, berlin)).toBe(
      'https://maps.example/static?center=52.529,13.401&zoom=12&size=640x333&k={key}',
    );
  });

  it('covers the view with the tiles around the place, the place in the middle', () => {
    const template = 'https://tiles.example/{z}/{x}/{y}.png';
    expect(isTileTemplate(template)).toBe(true);
    const tiles = tilesFor(template, berlin);
    expect(tiles.length).toBeGreaterThanOrEqual(6);
    expect(tiles.every((tile) => tile.src.startsWith('https://tiles.example/12/'))).toBe(true);
    // Berlin Mitte lies in tile 2200/1343 at zoom 12.
    const home = tiles.find((tile) => tile.src.endsWith('/2200/1343.png'));
    expect(home).toBeDefined();
    const inside = { x: 320 - (home?.left ?? 0), y: 166.5 - (home?.top ?? 0) };
    expect(inside.x).toBeGreaterThanOrEqual(0);
    expect(inside.x).toBeLessThan(256);
    expect(inside.y).toBeGreaterThanOrEqual(0);
    expect(inside.y).toBeLessThan(256);
  });
});
