import { describe, expect, it } from 'vitest';
import { frameOf } from './explore-map';
import { MAP_HEIGHT, MAP_SCALE, MAP_WIDTH } from './world-map-data';

// The map's frame: the part of the world the dots are in, with room around them, never a sliver, never off the map.

const at = (lat: number, lon: number) => ({ x: (lon + 180) * MAP_SCALE, y: (90 - lat) * MAP_SCALE });

describe('frameOf', () => {
  it('is the whole world with no dot', () => {
    expect(frameOf([])).toEqual({ x: 0, y: 0, w: MAP_WIDTH, h: MAP_HEIGHT });
  });

  it('holds every dot with room around it', () => {
    const dots = [at(-34.8, -58.5), at(38.8, -9.1), at(25.8, -80.3)];
    const f = frameOf(dots);
    for (const d of dots) {
      expect(d.x).toBeGreaterThan(f.x);
      expect(d.x).toBeLessThan(f.x + f.w);
      expect(d.y).toBeGreaterThan(f.y);
      expect(d.y).toBeLessThan(f.y + f.h);
    }
  });

  it('is never narrower than a region around a single dot, nor past the map’s edges', () => {
    const f = frameOf([at(-12.9, -38.3)]);
    expect(f.w).toBeGreaterThanOrEqual(50 * MAP_SCALE);
    expect(f.h).toBeGreaterThanOrEqual(34 * MAP_SCALE);
    const edge = frameOf([at(64.1, 179)]);
    expect(edge.x + edge.w).toBeLessThanOrEqual(MAP_WIDTH);
    expect(edge.y).toBeGreaterThanOrEqual(0);
  });
});
