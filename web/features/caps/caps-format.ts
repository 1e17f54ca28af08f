import { LOCALE } from '../../../shared/constants';

const oneDecimal = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });

/** A distance as the page says it: "menos de 1", "4,5", "12", "1.234" (km). */
export function formatKm(km: number): string {
  if (km < 1) return 'menos de 1';
  return km < 10 ? oneDecimal.format(km) : whole.format(km);
}

/** A map search for the town's CAPS, opened in another tab (needs the network). */
export function capsMapUrl(name: string, uf: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`CAPS ${name} ${uf}`)}`;
}
