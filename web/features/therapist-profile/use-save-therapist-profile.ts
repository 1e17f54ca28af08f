import { useState } from 'react';
import { api } from '../../../shared/api';
import type { TherapistProfileDto } from '../../../shared/psychologist-api-types';
import type { TherapistProfilePayload } from '../../../shared/schemas/psychologist.schema';
import { ApiError, apiRequest, failureMessage } from '../../lib/api-client';
import { fieldErrorsOf } from '../../lib/field-errors';
import { showToast } from '../../lib/toaster';

/**
 * `PUT /api/therapist-profile`. On success a 'Perfil salvo' toast and the saved profile goes to
 * `onSaved`; on failure a destructive toast, the server's per-field messages beside their fields,
 * and the form keeps what was typed.
 */
export function useSaveTherapistProfile(
  onSaved: (profile: TherapistProfileDto) => void,
  onFieldErrors: (errors: Record<string, string>) => void,
) {
  const [busy, setBusy] = useState(false);
  const save = async (payload: TherapistProfilePayload) => {
    setBusy(true);
    try {
      const saved = await apiRequest<TherapistProfileDto>('PUT', api.therapistProfile, payload);
      onSaved(saved);
      showToast({ title: 'Perfil salvo', description: 'Suas informações foram atualizadas.' });
    } catch (err) {
      if (err instanceof ApiError && err.body?.details?.length)
        onFieldErrors(fieldErrorsOf(err, 'displayName'));
      showToast({
        title: 'Não foi possível salvar',
        description: failureMessage(err),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };
  return { busy, save };
}
