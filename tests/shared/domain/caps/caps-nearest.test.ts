import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CapsPlaces, distanceKm } from '../../../../shared/domain/caps/caps-nearest';
import { capsRows, municipality } from './caps-fixture';

const places = new CapsPlaces(capsRows);

/** Name, state, km to 2 decimals and CAPS count: what the page shows of each result. */
const brief = (point: { lat: number; lon: number }, limit = 5) =>
  places
    .nearest(point, limit)
    .map(({ municipality: m, km }) => [m.name, m.uf, Math.round(km * 100) / 100, m.caps]);

/*
 * The expected figures were worked out apart from this code: the seats' coordinates read from
 * web/content/caps/municipios-coordenadas.csv, the municipalities with a CAPS from
 * caps-por-municipio.csv, and d = 2R·asin(√(sin²(Δφ/2) + cos φ1·cos φ2·sin²(Δλ/2))), R = 6371.0088
 * km, computed in Python over every municipality with a CAPS, then sorted.
 */
describe('the nearest municipalities with a CAPS', () => {
  it('from a capital that has CAPS: the capital itself first, at 0 km', () => {
    // São Paulo (-23.5329, -46.6395), 79 CAPS.
    expect(brief(municipality('São Paulo', 'SP'))).toEqual([
      ['São Paulo', 'SP', 0, 79],
      ['São Caetano do Sul', 'SP', 13.22, 2], // (-23.6229, -46.5548)
      ['Taboão da Serra', 'SP', 13.85, 3],
      ['Guarulhos', 'SP', 13.95, 6],
      ['Osasco', 'SP', 15.51, 3],
    ]);
  });

  it('from a town without a CAPS: the nearest towns that have one', () => {
    // Borá (SP, -22.2696, -50.5409) has none. Paraguaçu Paulista (-22.4114, -50.5732) is 16.11 km
    // away and Quatá (-22.2456, -50.6966) 16.24 km: close, and in that order.
    const bora = municipality('Borá', 'SP');
    expect(bora.caps).toBe(0);
    expect(brief(bora)).toEqual([
      ['Paraguaçu Paulista', 'SP', 16.11, 1],
      ['Quatá', 'SP', 16.24, 1],
      ['Rancharia', 'SP', 36.55, 2],
      ['Tupã', 'SP', 37.44, 1],
      ['Maracaí', 'SP', 40.67, 1],
    ]);
  });

  it('from a border town: the nearest CAPS across the state line', () => {
    // Barracão (PR, -26.2502, -53.6324) has none; Dionísio Cerqueira (SC, -26.2648, -53.6351), its
    // twin town across the border, is 1.65 km away; the nearest in Paraná, Santo Antônio do
    // Sudoeste, 21.70 km.
    expect(brief(municipality('Barracão', 'PR'), 2)).toEqual([
      ['Dionísio Cerqueira', 'SC', 1.65, 1],
      ['Santo Antônio do Sudoeste', 'PR', 21.7, 1],
    ]);
  });

  it('from a point (a phone’s position): the same order as a plain sort of every distance', () => {
    const withCaps = capsRows.filter((r) => r.caps > 0);
    fc.assert(
      fc.property(
        fc.double({ min: -33.7, max: 5.2, noNaN: true }),
        fc.double({ min: -73.9, max: -34.8, noNaN: true }),
        fc.integer({ min: 1, max: 10 }),
        (lat, lon, limit) => {
          const expected = withCaps
            .map((m) => ({ m, km: distanceKm({ lat, lon }, m) }))
            .sort((a, b) => a.km - b.km)
            .slice(0, limit);
          const got = places.nearest({ lat, lon }, limit);
          expect(got.map((g) => g.km)).toEqual(expected.map((e) => expect.closeTo(e.km, 9)));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('measures the great circle (haversine)', () => {
    // One degree of longitude on the equator: 2πR / 360.
    expect(distanceKm({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(111.195, 3);
    expect(distanceKm({ lat: -10, lon: -50 }, { lat: -10, lon: -50 })).toBe(0);
    // Oiapoque (AP) to Chuí (RS), the country's ends: about 4,180 km in a straight line.
    const km = distanceKm(municipality('Oiapoque', 'AP'), municipality('Chuí', 'RS'));
    expect(km).toBeGreaterThan(4100);
    expect(km).toBeLessThan(4250);
  });

  it('knows the data’s 1,921 municipalities with a CAPS', () => {
    expect(places.size).toBe(1921);
  });
});
