import * as v from 'valibot';
import { parseAmountBR } from '../../../shared/domain/money';
import type { TherapistProfileDto } from '../../../shared/psychologist-api-types';
import {
  type TherapistProfileInput,
  therapistProfileSchema,
} from '../../../shared/schemas/psychologist.schema';

/** What the /therapist-profile form holds: the editable profile, with prices as typed ('150,00'). */
export type TherapistProfileFormValues = Omit<
  TherapistProfileDto,
  'id' | 'crp' | 'status' | 'updatedAt' | 'priceFrom' | 'priceTo'
> & { priceFrom: string; priceTo: string };

const priceText = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** A saved price in reais as the field shows it: 150 → '150,00'; none → ''. */
export const formatPriceInput = (reais: number | null): string =>
  reais === null ? '' : priceText.format(reais);

/** An empty field is "no price"; anything else is read the Brazilian way (NaN when unreadable). */
export const parsePriceInput = (text: string): number | null => (text.trim() ? parseAmountBR(text) : null);

export function profileToFormValues(profile: TherapistProfileDto): TherapistProfileFormValues {
  const {
    id: _id,
    crp: _crp,
    status: _status,
    updatedAt: _updatedAt,
    priceFrom,
    priceTo,
    ...editable
  } = profile;
  return { ...editable, priceFrom: formatPriceInput(priceFrom), priceTo: formatPriceInput(priceTo) };
}

export const formValuesToInput = (values: TherapistProfileFormValues): TherapistProfileInput => ({
  ...values,
  // The select offers only the 27 UFs; the schema checks it all the same.
  uf: values.uf as TherapistProfileInput['uf'],
  priceFrom: parsePriceInput(values.priceFrom),
  priceTo: parsePriceInput(values.priceTo),
});

/**
 * The form's rules: the shared `therapistProfileSchema` (the one the server applies to
 * `PUT /api/therapist-profile`) run on the form's values once the prices are read, so every
 * message and field name is the server's.
 */
export const therapistProfileFormSchema = v.pipe(
  v.custom<TherapistProfileFormValues>((input) => typeof input === 'object' && input !== null),
  v.transform(formValuesToInput),
  therapistProfileSchema,
);
