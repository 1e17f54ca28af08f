import type { SelectOption } from '../../components/ui/select-field';

/**
 * Brazil's IANA zones, labelled the way people say them: the city, the states, and the
 * difference to Brasília time (fixed: Brazil has had no daylight saving time since 2019). Short,
 * so the closed select shows the whole label on a phone.
 */
export const BRAZIL_TIME_ZONES: readonly SelectOption[] = [
  { value: 'America/Sao_Paulo', label: 'Brasília, SP, RJ, MG, ES, Sul e GO' },
  { value: 'America/Bahia', label: 'Salvador (BA)' },
  { value: 'America/Fortaleza', label: 'Fortaleza (CE, RN, PB, PI, MA)' },
  { value: 'America/Recife', label: 'Recife (PE)' },
  { value: 'America/Maceio', label: 'Maceió (AL) e Aracaju (SE)' },
  { value: 'America/Belem', label: 'Belém (PA, AP)' },
  { value: 'America/Santarem', label: 'Santarém (oeste do PA)' },
  { value: 'America/Araguaina', label: 'Palmas (TO)' },
  { value: 'America/Manaus', label: 'Manaus (AM), 1 h a menos' },
  { value: 'America/Cuiaba', label: 'Cuiabá (MT), 1 h a menos' },
  { value: 'America/Campo_Grande', label: 'Campo Grande (MS), 1 h a menos' },
  { value: 'America/Porto_Velho', label: 'Porto Velho (RO), 1 h a menos' },
  { value: 'America/Boa_Vista', label: 'Boa Vista (RR), 1 h a menos' },
  { value: 'America/Rio_Branco', label: 'Rio Branco (AC), 2 h a menos' },
  { value: 'America/Noronha', label: 'Fernando de Noronha, 1 h a mais' },
];

/** The Brazilian zones, plus the member's current zone when it is another one (e.g. abroad). */
export function timeZoneOptions(current: string): SelectOption[] {
  if (!current || BRAZIL_TIME_ZONES.some((z) => z.value === current)) return [...BRAZIL_TIME_ZONES];
  return [{ value: current, label: `${current.replace(/_/g, ' ')} (atual)` }, ...BRAZIL_TIME_ZONES];
}
