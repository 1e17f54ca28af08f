import { CRP_REGION_MAX } from '../constants';

/**
 * A CRP (Conselho Regional de Psicologia) registration: the regional council, 01–24, and the
 * registration number. Written `06/12345`; people also type `CRP 06/12345`, `06-12345` or
 * `6/12345`, and São Paulo's numbers already have six digits, so 4–6 digits are accepted and
 * the stored form is always `NN/digits`.
 */
const CRP_PATTERN = /^(?:CRP[\s-]*)?(\d{1,2})\s*[/-]\s*(\d{4,6})$/i;

export function normalizeCrp(input: string): string | null {
  const match = CRP_PATTERN.exec(input.trim());
  if (!match) return null;
  const region = Number(match[1]);
  if (region < 1 || region > CRP_REGION_MAX) return null;
  return `${String(region).padStart(2, '0')}/${match[2]}`;
}
