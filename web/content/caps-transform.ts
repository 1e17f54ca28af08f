import type { BRAZIL_STATES } from '../../shared/constants';
import { cityKey } from '../../shared/domain/caps/caps-city-search';
import { type CapsData, encodeCapsData, type Municipality } from '../../shared/domain/caps/caps-data';

/**
 * Turns web/content/caps/'s two CSV files (web/content/caps/README.md) into the data the CAPS
 * finder ships (`CapsData`), checking them on the way: a row that cannot be trusted stops the
 * build, with its file and line, rather than reaching a person looking for help.
 */
export class CapsDataError extends Error {
  override name = 'CapsDataError';
}

export const CAPS_FILE = 'caps-por-municipio.csv';
export const COORDINATES_FILE = 'municipios-coordenadas.csv';
const CAPS_HEADER = 'UF,IBGE,Município,Qtd_caps';
const COORDINATES_HEADER = 'codigo_ibge,nome,latitude,longitude,capital,codigo_uf,siafi_id,ddd,fuso_horario';

/** IBGE's two-digit state codes (the first two digits of every municipality code). */
export const UF_BY_IBGE_CODE: Record<string, (typeof BRAZIL_STATES)[number]> = {
  '11': 'RO',
  '12': 'AC',
  '13': 'AM',
  '14': 'RR',
  '15': 'PA',
  '16': 'AP',
  '17': 'TO',
  '21': 'MA',
  '22': 'PI',
  '23': 'CE',
  '24': 'RN',
  '25': 'PB',
  '26': 'PE',
  '27': 'AL',
  '28': 'SE',
  '29': 'BA',
  '31': 'MG',
  '32': 'ES',
  '33': 'RJ',
  '35': 'SP',
  '41': 'PR',
  '42': 'SC',
  '43': 'RS',
  '50': 'MS',
  '51': 'MT',
  '52': 'GO',
  '53': 'DF',
};

/**
 * CAPS rows whose name differs from the coordinates file's for the same IBGE code, each read and
 * accepted (code → the CAPS file's name). The code is the key: the coordinates file's name is
 * shown. Any other difference fails the build, to be read in turn.
 */
export const REVIEWED_NAME_DIFFERENCES: Record<string, string> = {
  '230630': 'Itapage', // Itapajé (CE), its older spelling
  '231310': 'Tabuleio do Norte', // Tabuleiro do Norte (CE), a typo
  '150295': 'Eldorado Dos Carajas', // Eldorado do Carajás (PA)
  '150650': 'Santa Isabel Do Para', // Santa Izabel do Pará (PA)
  '353080': 'Moji Mirim', // Mogi Mirim (SP), its older spelling
  '354240': 'Rejente  Feijo', // Regente Feijó (SP), a typo
  '354870': 'São Bernando do Campo', // São Bernardo do Campo (SP), a typo
  // The source names Buritirama (BA, code 290475) with Água Fria's code (BA, 290040): which one
  // is wrong cannot be told from the files. The code is kept (see web/content/caps/README.md).
  '290040': 'Buritirama',
};

/**
 * CAPS rows whose state cell differs from their code's state, each read and accepted (code → the
 * row's state). Row `SP,421380,Praia Grande` carries the code of Praia Grande (SC), while Praia
 * Grande (SP), 354100, has a row of its own: the code is kept, as for every row.
 */
export const REVIEWED_STATE_DIFFERENCES: Record<string, string> = { '421380': 'SP' };

/** Brazil's extreme points, with a margin: a coordinate outside is a broken row. */
const LATITUDE_RANGE = [-34, 6] as const;
const LONGITUDE_RANGE = [-74.5, -28.5] as const;

interface CsvRow {
  line: number;
  cells: string[];
}

/** Rows of a plain CSV file (no quoted cells: checked), after its header. */
function readCsv(source: string, file: string, header: string): CsvRow[] {
  const lines = source.replace(/^\uFEFF/, '').split(/\r?\n/);
  if (lines[0]?.trim() !== header) throw new CapsDataError(`${file}:1: the header is not "${header}"`);
  const width = header.split(',').length;
  const rows: CsvRow[] = [];
  for (const [index, text] of lines.entries()) {
    if (index === 0 || !text.trim()) continue;
    const cells = text.split(',');
    if (text.includes('"') || cells.length !== width)
      throw new CapsDataError(`${file}:${index + 1}: expected ${width} plain cells: ${text}`);
    rows.push({ line: index + 1, cells });
  }
  return rows;
}

function fail(file: string, row: CsvRow, why: string): never {
  throw new CapsDataError(`${file}:${row.line}: ${why} (${row.cells.join(',')})`);
}

function numberIn(file: string, row: CsvRow, text: string, [min, max]: readonly [number, number]): number {
  const value = Number(text);
  if (!text.trim() || !Number.isFinite(value) || value < min || value > max)
    fail(file, row, `"${text}" is not a number between ${min} and ${max}`);
  return value;
}

/** The municipalities of the coordinates file by IBGE code, with their state's letters. */
function readCoordinates(source: string): Map<string, Omit<Municipality, 'id'>> {
  const byCode = new Map<string, Omit<Municipality, 'id'>>();
  for (const row of readCsv(source, COORDINATES_FILE, COORDINATES_HEADER)) {
    const [code = '', name = '', lat = '', lon = '', capital = '', ufCode = ''] = row.cells.map((c) =>
      c.trim(),
    );
    const uf = UF_BY_IBGE_CODE[ufCode];
    if (!uf) fail(COORDINATES_FILE, row, `unknown state code "${ufCode}"`);
    if (!/^\d{6}$/.test(code) || !code.startsWith(ufCode))
      fail(COORDINATES_FILE, row, `"${code}" is not a 6-digit IBGE code of state ${ufCode}`);
    if (byCode.has(code)) fail(COORDINATES_FILE, row, `IBGE code ${code} appears twice`);
    if (!name) fail(COORDINATES_FILE, row, 'no name');
    if (capital !== '0' && capital !== '1')
      fail(COORDINATES_FILE, row, `capital is "${capital}", not 0 or 1`);
    byCode.set(code, {
      name,
      uf,
      lat: numberIn(COORDINATES_FILE, row, lat, LATITUDE_RANGE),
      lon: numberIn(COORDINATES_FILE, row, lon, LONGITUDE_RANGE),
      capital: capital === '1',
      caps: 0,
    });
  }
  return byCode;
}

/** The checked, joined data: every municipality, with its CAPS count. */
export function transformCapsData(capsCsv: string, coordinatesCsv: string): CapsData {
  const byCode = readCoordinates(coordinatesCsv);
  const seen = new Set<string>();
  for (const row of readCsv(capsCsv, CAPS_FILE, CAPS_HEADER)) {
    // Some state cells carry a trailing space ("RN "); every other cell is trimmed alike.
    const [uf = '', code = '', name = '', count = ''] = row.cells.map((c) => c.trim());
    const place = byCode.get(code);
    if (!place) fail(CAPS_FILE, row, `IBGE code "${code}" is not in ${COORDINATES_FILE}`);
    if (seen.has(code)) fail(CAPS_FILE, row, `IBGE code ${code} appears twice`);
    seen.add(code);
    if (uf !== place.uf && REVIEWED_STATE_DIFFERENCES[code] !== uf)
      fail(CAPS_FILE, row, `state "${uf}", but code ${code} is ${place.name} (${place.uf})`);
    const reviewed = REVIEWED_NAME_DIFFERENCES[code];
    if (
      cityKey(name) !== cityKey(place.name) &&
      (reviewed === undefined || cityKey(reviewed) !== cityKey(name))
    )
      fail(CAPS_FILE, row, `"${name}", but code ${code} is ${place.name} (${place.uf}); review it`);
    if (!/^\d+$/.test(count) || Number(count) < 1) fail(CAPS_FILE, row, `"${count}" CAPS is not a count`);
    place.caps = Number(count);
  }
  return encodeCapsData([...byCode.values()]);
}
