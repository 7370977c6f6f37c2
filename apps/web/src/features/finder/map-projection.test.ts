import { describe, expect, it } from 'vitest';
import { distanceKm, fitView, focusArea, tilesFor } from './map-projection.ts';

const BERLIN = { latitude: 52.52, longitude: 13.405 };
const MUNICH = { latitude: 48.137, longitude: 11.575 };
const SCHWABING = { latitude: 48.161, longitude: 11.586 };
const AUSTIN = { latitude: 30.25, longitude: -97.75 };

describe('map projection', () => {
  it('measures great-circle distances like the server', () => {
    expect(distanceKm(BERLIN, MUNICH)).toBeCloseTo(504, 0);
  });

  it('fits every point inside the padded view, north up', () => {
    const view = fitView([BERLIN, MUNICH], 640, 400, 36);
    for (const point of [BERLIN, MUNICH].map(view.project)) {
      expect(point.x).toBeGreaterThanOrEqual(35.99);
      expect(point.x).toBeLessThanOrEqual(604.01);
      expect(point.y).toBeGreaterThanOrEqual(35.99);
      expect(point.y).toBeLessThanOrEqual(364.01);
    }
    expect(view.project(BERLIN).y).toBeLessThan(view.project(MUNICH).y);
  });

  it('centres a single point', () => {
    const view = fitView([MUNICH], 640, 400, 36);
    expect(view.project(MUNICH).x).toBeCloseTo(320);
    expect(view.project(MUNICH).y).toBeCloseTo(200);
  });

  it('frames the studios near an origin, or the main cluster without one', () => {
    expect(focusArea([SCHWABING, BERLIN, AUSTIN], MUNICH)).toEqual([MUNICH, SCHWABING]);
    expect(focusArea([SCHWABING, BERLIN, AUSTIN], null)).toEqual([SCHWABING, BERLIN]);
  });

  it('covers the view with tiles of a {z}/{x}/{y} template and ignores other templates', () => {
    const view = fitView([MUNICH], 640, 400, 36);
    const tiles = tilesFor(view, 'https://tiles.example/{z}/{x}/{y}.png');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles[0]?.href).toMatch(/^https:\/\/tiles\.example\/\d+\/\d+\/\d+\.png$/);
    expect(Math.min(...tiles.map((tile) => tile.x))).toBeLessThanOrEqual(0);
    expect(Math.max(...tiles.map((tile) => tile.x + tile.size))).toBeGreaterThanOrEqual(640);
    expect(tilesFor(view, 'https://maps.example/static?center={lat},{lng}')).toEqual([]);
  });
});
