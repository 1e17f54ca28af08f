import { LOCALE } from '../../../shared/constants';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { approachTexts, languageTexts } from '../../../shared/texts/sharing.texts';

const wholeReais = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

/**
 * 'R$ 80', 'R$ 80,50': whole prices without ',00' (that is how prices are quoted); a plain space
 * instead of Intl's no-break space so the text compares equal everywhere.
 */
export function formatPrice(reais: number): string {
  const text = wholeReais.format(reais).replace(/\s/g, ' ');
  return Number.isInteger(reais) ? text : text.replace(/,(\d)$/, ',$10');
}

/** 'R$ 80 a R$ 200 por sessão', one bound, or 'Valor a combinar' when none is set. */
export function priceRangeText(from: number | null, to: number | null): string {
  if (from === null && to === null) return 'Valor a combinar';
  if (from === null) return `Até ${formatPrice(to as number)} por sessão`;
  if (to === null) return `A partir de ${formatPrice(from)} por sessão`;
  if (from === to) return `${formatPrice(from)} por sessão`;
  return `${formatPrice(from)} a ${formatPrice(to)} por sessão`;
}

const list = new Intl.ListFormat(LOCALE, { style: 'long', type: 'conjunction' });

/** 'Online e presencial em Recife/PE', 'Online', 'Presencial em Recife/PE'. */
export function attendanceText(t: Pick<TherapistPublicDto, 'online' | 'inPerson' | 'city' | 'uf'>): string {
  const place = [t.city, t.uf].filter(Boolean).join('/');
  const inPerson = place ? `presencial em ${place}` : 'presencial';
  if (t.online && t.inPerson) return `Online e ${inPerson}`;
  if (t.online) return 'Online';
  return inPerson.charAt(0).toUpperCase() + inPerson.slice(1);
}

/** 'Português, Espanhol e Libras'. */
export const languagesText = (languages: TherapistPublicDto['languages']) =>
  list.format(languages.map((l) => languageTexts[l]));

export const approachLabels = (approaches: TherapistPublicDto['approaches']) =>
  approaches.map((a) => approachTexts[a]);
