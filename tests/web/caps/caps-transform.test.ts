import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { capsTotals, decodeCapsData } from '../../../shared/domain/caps/caps-data';
import {
  CAPS_FILE,
  CapsDataError,
  COORDINATES_FILE,
  transformCapsData,
} from '../../../web/content/caps-transform';

const dir = `${import.meta.dirname}/../../../web/content/caps`;
const realCaps = readFileSync(`${dir}/${CAPS_FILE}`, 'utf8');
const realCoordinates = readFileSync(`${dir}/${COORDINATES_FILE}`, 'utf8');

const COORDINATES_HEADER = 'codigo_ibge,nome,latitude,longitude,capital,codigo_uf,siafi_id,ddd,fuso_horario';
const coordinates = (...rows: string[]) => [COORDINATES_HEADER, ...rows].join('\n');
const caps = (...rows: string[]) => ['UF,IBGE,Município,Qtd_caps', ...rows].join('\n');
const NATAL = '240810,Natal,-5.79357,-35.1986,1,24,1761,84,America/Sao_Paulo';
const MOSSORO = '240800,Mossoró,-5.18374,-37.3474,0,24,1759,84,America/Sao_Paulo';
const RECIFE = '261160,Recife,-8.04666,-34.8771,1,26,2531,81,America/Sao_Paulo';

describe('the CAPS data transform (build time)', () => {
  it('joins the real files: 5,570 municipalities, 1,921 with a CAPS, 2,858 CAPS, shipped under 150 kB gzip', () => {
    const data = transformCapsData(realCaps, realCoordinates);
    const rows = decodeCapsData(data);
    expect(capsTotals(rows)).toEqual({ municipalities: 5570, withCaps: 1921, caps: 2858 });
    expect(rows.filter((r) => r.capital)).toHaveLength(27);
    expect(data.states.map(([uf]) => uf)).toHaveLength(27);
    // What the module holds is this JSON inside a string literal, a few bytes more.
    expect(gzipSync(JSON.stringify(data)).length).toBeLessThan(150_000);
  });

  it('trims the state, takes names and states from the coordinates file, keeps the coordinates', () => {
    const data = transformCapsData(
      caps('RN ,240810,Natal,4', 'RN,240800, Mossoro ,2'),
      coordinates(NATAL, MOSSORO, RECIFE),
    );
    expect(decodeCapsData(data)).toEqual(
      [
        { id: 0, name: 'Mossoró', uf: 'RN', lat: -5.18374, lon: -37.3474, capital: false, caps: 2 },
        { id: 1, name: 'Natal', uf: 'RN', lat: -5.79357, lon: -35.1986, capital: true, caps: 4 },
        { id: 2, name: 'Recife', uf: 'PE', lat: -8.04666, lon: -34.8771, capital: true, caps: 0 },
      ]
        .sort((a, b) => (a.uf < b.uf ? -1 : 1))
        .map((row, id) => ({ ...row, id })),
    );
  });

  it.each([
    [
      'a CAPS row that joins to no municipality',
      caps('RN,240899,Lugar Nenhum,1'),
      coordinates(NATAL),
      /240899.*not in/,
    ],
    [
      'a state that disagrees with the code',
      caps('PE,240810,Natal,1'),
      coordinates(NATAL),
      /state "PE".*Natal \(RN\)/,
    ],
    [
      'a name that disagrees with the code',
      caps('RN,240810,Mossoro,1'),
      coordinates(NATAL),
      /"Mossoro".*review it/,
    ],
    ['a count that is not a count', caps('RN,240810,Natal,dois'), coordinates(NATAL), /"dois" CAPS/],
    ['no CAPS at all in a row', caps('RN,240810,Natal,0'), coordinates(NATAL), /"0" CAPS/],
    ['a code listed twice', caps('RN,240810,Natal,1', 'RN,240810,Natal,2'), coordinates(NATAL), /twice/],
    ['an unknown state code', caps(), coordinates(NATAL.replace(',24,', ',99,')), /unknown state code "99"/],
    [
      'a coordinate outside Brazil',
      caps(),
      coordinates(NATAL.replace('-35.1986', '35.1986')),
      /not a number between/,
    ],
    ['a missing coordinate', caps(), coordinates(NATAL.replace('-5.79357', '')), /not a number between/],
    ['a quoted cell', caps('RN,240810,"Natal",1'), coordinates(NATAL), /plain cells/],
    ['a changed header', 'UF;IBGE;Município;Qtd_caps', coordinates(NATAL), /header/],
  ])('fails the build on %s, naming the file and line', (_, capsCsv, coordinatesCsv, message) => {
    expect(() => transformCapsData(capsCsv, coordinatesCsv)).toThrow(CapsDataError);
    expect(() => transformCapsData(capsCsv, coordinatesCsv)).toThrow(message);
    expect(() => transformCapsData(capsCsv, coordinatesCsv)).toThrow(/\.csv:\d+: /);
  });

  it('accepts the reviewed differences of the real file, by their code', () => {
    const rows = decodeCapsData(transformCapsData(realCaps, realCoordinates));
    const find = (name: string, uf: string) => rows.find((r) => r.name === name && r.uf === uf)!;
    expect(find('Itapajé', 'CE').caps).toBe(1); // listed as "Itapage"
    expect(find('São Bernardo do Campo', 'SP').caps).toBe(9); // "São Bernando do Campo "
    expect(find('Água Fria', 'BA').caps).toBe(1); // row "Buritirama" with Água Fria's code
    expect(find('Praia Grande', 'SC').caps).toBe(1); // row "SP,421380" with the SC town's code
    expect(find('Praia Grande', 'SP').caps).toBe(2);
  });
});
