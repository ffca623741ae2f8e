import { describe, expect, it } from 'vitest';
import { airportPosition } from './airport-position';

// The map's table: airports the product lists are where they are, to half a degree.

describe('airportPosition', () => {
  it('places airports within half a degree', () => {
    const near = (code: string, lat: number, lon: number) => {
      const at = airportPosition(code);
      expect(at, code).not.toBeNull();
      expect(Math.abs((at?.lat ?? 0) - lat), code).toBeLessThanOrEqual(0.25);
      expect(Math.abs((at?.lon ?? 0) - lon), code).toBeLessThanOrEqual(0.25);
    };
    near('GRU', -23.43, -46.48);
    near('LIS', 38.78, -9.14);
    near('JFK', 40.64, -73.78);
    near('EZE', -34.82, -58.54);
    near('NRT', 35.76, 140.39);
    near('AKL', -37.01, 174.79);
    near('sdu', -22.91, -43.16);
  });

  it('says nothing of a code it does not list', () => {
    expect(airportPosition('SAO')).toBeNull();
    expect(airportPosition('12')).toBeNull();
  });
});
