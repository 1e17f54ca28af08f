import type { Municipality } from './caps-data';

/** The Earth's mean radius (IUGG), in km. */
export const EARTH_RADIUS_KM = 6371.0088;

export interface GeoPoint {
  lat: number;
  lon: number;
}

export interface NearbyCaps {
  municipality: Municipality;
  /** Great-circle distance from the point to the municipality's seat. */
  km: number;
}

const RADIANS = Math.PI / 180;

/** Great-circle distance in km between two points in degrees (haversine). */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const [lat1, lat2] = [a.lat * RADIANS, b.lat * RADIANS];
  return kmOf(haversine(lat1, a.lon * RADIANS, Math.cos(lat1), lat2, b.lon * RADIANS, Math.cos(lat2)));
}

/** sin²(Δφ/2) + cos φ1 cos φ2 sin²(Δλ/2): grows with the distance, so it orders points as km do. */
function haversine(lat1: number, lon1: number, cosLat1: number, lat2: number, lon2: number, cosLat2: number) {
  const dLat = Math.sin((lat2 - lat1) / 2);
  const dLon = Math.sin((lon2 - lon1) / 2);
  return dLat * dLat + cosLat1 * cosLat2 * dLon * dLon;
}

const kmOf = (h: number) => 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));

/**
 * The municipalities that have a CAPS, with their seats in radians: a nearest search is one scan
 * of them (1,921 points) keeping the closest few, with no allocation per point.
 */
export class CapsPlaces {
  private readonly places: Municipality[];
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly cosLat: Float64Array;

  constructor(rows: readonly Municipality[]) {
    this.places = rows.filter((row) => row.caps > 0);
    this.lat = Float64Array.from(this.places, (p) => p.lat * RADIANS);
    this.lon = Float64Array.from(this.places, (p) => p.lon * RADIANS);
    this.cosLat = Float64Array.from(this.lat, Math.cos);
  }

  get size(): number {
    return this.places.length;
  }

  /**
   * The `limit` municipalities with a CAPS nearest to `point`, nearest first (a municipality that
   * has one is its own first, at 0 km); equal distances by name.
   */
  nearest(point: GeoPoint, limit = 5): NearbyCaps[] {
    const lat = point.lat * RADIANS;
    const lon = point.lon * RADIANS;
    const cosLat = Math.cos(lat);
    // The closest so far, kept sorted: inserting into a list of 5 beats sorting 1,921 distances.
    const best: { index: number; h: number }[] = [];
    for (let i = 0; i < this.places.length; i++) {
      const h = haversine(lat, lon, cosLat, this.lat[i]!, this.lon[i]!, this.cosLat[i]!);
      if (best.length === limit && !this.before(h, i, best[limit - 1]!)) continue;
      let at = best.length;
      while (at > 0 && this.before(h, i, best[at - 1]!)) at--;
      best.splice(at, 0, { index: i, h });
      if (best.length > limit) best.pop();
    }
    return best.map(({ index, h }) => ({ municipality: this.places[index]!, km: kmOf(h) }));
  }

  private before(h: number, index: number, other: { index: number; h: number }): boolean {
    if (h !== other.h) return h < other.h;
    return this.places[index]!.name.localeCompare(this.places[other.index]!.name, 'pt-BR') < 0;
  }
}
