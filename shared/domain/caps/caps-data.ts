/**
 * The CAPS finder's data (issue 14): every Brazilian municipality, where its seat is, and how many
 * CAPS (Centros de Atenção Psicossocial) it has. The build (web/content/caps-transform.ts) turns
 * the two CSV files of web/content/caps/ into `CapsData`, a compact columnar form; the page
 * decodes it once into `Municipality` rows.
 */
export interface Municipality {
  /** Place in the shipped columns: stable within one build, a key for lists. */
  id: number;
  /** As IBGE writes it, with accents ("São José dos Campos"). */
  name: string;
  /** The state's letters ("SP"). */
  uf: string;
  /** The municipality's seat, in degrees. */
  lat: number;
  lon: number;
  /** A state capital. */
  capital: boolean;
  /** How many CAPS the municipality has; 0 when none is listed. */
  caps: number;
}

/** Degrees are shipped as integers of this unit (1e-5 degree: about a metre). */
export const COORDINATE_SCALE = 100_000;

/**
 * The shipped form: one entry per municipality in each column, grouped by state (in `states`
 * order), by name within a state. Coordinates are delta-encoded integers (each the difference from
 * the previous row's), which gzip packs far better than decimals.
 */
export interface CapsData {
  /** Each state's letters and how many rows of the columns are its municipalities. */
  states: [uf: string, count: number][];
  /** The names, separated by '|'. */
  names: string;
  lat: number[];
  lon: number[];
  /** CAPS per municipality (0 for none). */
  caps: number[];
  /** Rows that are state capitals. */
  capitals: number[];
}

export interface CapsTotals {
  municipalities: number;
  withCaps: number;
  caps: number;
}

/** The rows of the shipped form. Throws on a malformed form (a build bug, never user input). */
export function decodeCapsData(data: CapsData): Municipality[] {
  const names = data.names.split('|');
  const total = data.states.reduce((sum, [, count]) => sum + count, 0);
  if ([names, data.lat, data.lon, data.caps].some((column) => column.length !== total))
    throw new Error('CAPS data: columns of different lengths');
  const capitals = new Set(data.capitals);
  const rows: Municipality[] = [];
  let lat = 0;
  let lon = 0;
  for (const [uf, count] of data.states) {
    for (let i = 0; i < count; i++) {
      const id = rows.length;
      lat += data.lat[id]!;
      lon += data.lon[id]!;
      rows.push({
        id,
        name: names[id]!,
        uf,
        lat: lat / COORDINATE_SCALE,
        lon: lon / COORDINATE_SCALE,
        capital: capitals.has(id),
        caps: data.caps[id]!,
      });
    }
  }
  return rows;
}

export function capsTotals(rows: readonly Municipality[]): CapsTotals {
  let withCaps = 0;
  let caps = 0;
  for (const row of rows) {
    if (row.caps > 0) withCaps++;
    caps += row.caps;
  }
  return { municipalities: rows.length, withCaps, caps };
}

/** Rows (in any order) in the shipped form: by state, by name within a state; ids are not kept. */
export function encodeCapsData(rows: readonly Omit<Municipality, 'id'>[]): CapsData {
  const sorted = [...rows].sort((a, b) =>
    a.uf < b.uf ? -1 : a.uf > b.uf ? 1 : a.name.localeCompare(b.name, 'pt-BR'),
  );
  const data: CapsData = { states: [], names: '', lat: [], lon: [], caps: [], capitals: [] };
  const names: string[] = [];
  let lat = 0;
  let lon = 0;
  for (const [index, row] of sorted.entries()) {
    if (row.name.includes('|')) throw new Error(`CAPS data: a name holds the separator: ${row.name}`);
    const last = data.states.at(-1);
    if (last?.[0] === row.uf) last[1]++;
    else data.states.push([row.uf, 1]);
    names.push(row.name);
    const rowLat = Math.round(row.lat * COORDINATE_SCALE);
    const rowLon = Math.round(row.lon * COORDINATE_SCALE);
    data.lat.push(rowLat - lat);
    data.lon.push(rowLon - lon);
    lat = rowLat;
    lon = rowLon;
    data.caps.push(row.caps);
    if (row.capital) data.capitals.push(index);
  }
  data.names = names.join('|');
  return data;
}
