import { describe, expect, it } from 'vitest';
import type { TherapistProfileDto } from '../../../shared/psychologist-api-types';
import { validate } from '../../../shared/schemas/validate';
import { validationTexts as t } from '../../../shared/texts/validation.texts';
import {
  formatPriceInput,
  formValuesToInput,
  parsePriceInput,
  profileToFormValues,
  type TherapistProfileFormValues,
  therapistProfileFormSchema,
} from '../../../web/features/therapist-profile/therapist-profile-values';

const profile: TherapistProfileDto = {
  id: 'p1',
  displayName: 'Helena Prado',
  crp: '06/123456',
  status: 'pending',
  bio: '',
  approaches: ['tcc'],
  online: true,
  inPerson: false,
  city: '',
  uf: '',
  languages: ['pt'],
  priceFrom: 150,
  priceTo: null,
  contactPreference: 'email',
  updatedAt: '2026-05-01T12:00:00.000Z',
};

const values = (patch: Partial<TherapistProfileFormValues> = {}) => ({
  ...profileToFormValues(profile),
  ...patch,
});

describe('therapist profile form values', () => {
  it.each([
    [null, ''],
    [150, '150,00'],
    [1234.5, '1234,50'],
  ])('price %j shows as %j', (reais, text) => {
    expect(formatPriceInput(reais)).toBe(text);
  });

  it.each([
    ['', null],
    ['  ', null],
    ['150', 150],
    ['150,50', 150.5],
    ['R$ 1.234,56', 1234.56],
  ])('price typed %j is read as %j', (text, reais) => {
    expect(parsePriceInput(text)).toBe(reais);
  });

  it('round-trips a saved profile through the form', () => {
    expect(formValuesToInput(profileToFormValues(profile))).toMatchObject({ priceFrom: 150, priceTo: null });
  });

  it('maps the form to the payload the server accepts', () => {
    const result = validate(
      therapistProfileFormSchema,
      values({ inPerson: true, city: ' Campinas ', uf: 'SP', priceFrom: '150,00', priceTo: 'R$ 250' }),
    );
    expect(result).toEqual({
      ok: true,
      value: {
        displayName: 'Helena Prado',
        bio: '',
        approaches: ['tcc'],
        online: true,
        inPerson: true,
        city: 'Campinas',
        uf: 'SP',
        languages: ['pt'],
        priceFrom: 150,
        priceTo: 250,
        contactPreference: 'email',
      },
    });
  });

  it.each([
    [{ displayName: 'H' }, 'displayName', t.displayNameTooShort],
    [{ bio: 'x'.repeat(601) }, 'bio', t.bioTooLong],
    [{ approaches: [] }, 'approaches', t.approachesRequired],
    [{ languages: [] }, 'languages', t.languagesRequired],
    [{ online: false, inPerson: false }, 'online', t.attendanceRequired],
    [{ inPerson: true }, 'city', t.cityRequiredInPerson],
    [{ inPerson: true, city: 'Campinas' }, 'uf', t.ufRequiredInPerson],
    [{ priceFrom: 'abc' }, 'priceFrom', t.priceInvalid],
    [{ priceTo: '9000' }, 'priceTo', t.priceInvalid],
    [{ priceFrom: '300', priceTo: '150' }, 'priceTo', t.priceRangeInverted],
  ] as [Partial<TherapistProfileFormValues>, string, string][])('%j → %s: %s', (patch, field, message) => {
    const result = validate(therapistProfileFormSchema, values(patch));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.fieldErrors[field]).toBe(message);
  });
});
