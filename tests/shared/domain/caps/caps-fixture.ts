import { readFileSync } from 'node:fs';
import { decodeCapsData, type Municipality } from '../../../../shared/domain/caps/caps-data';
import { CAPS_FILE, COORDINATES_FILE, transformCapsData } from '../../../../web/content/caps-transform';

const dir = `${import.meta.dirname}/../../../../web/content/caps`;

/** The real data, as the build makes it and the page decodes it. */
export const capsRows: Municipality[] = decodeCapsData(
  transformCapsData(
    readFileSync(`${dir}/${CAPS_FILE}`, 'utf8'),
    readFileSync(`${dir}/${COORDINATES_FILE}`, 'utf8'),
  ),
);

export function municipality(name: string, uf: string): Municipality {
  const row = capsRows.find((r) => r.name === name && r.uf === uf);
  if (!row) throw new Error(`no ${name} (${uf}) in the data`);
  return row;
}
