import { api } from '../../../shared/api';
import type { TherapistProfileDto } from '../../../shared/psychologist-api-types';
import { LoadError, LoadingState } from '../../components/ui/load-state';
import { apiGet } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { PaymentSettingsCard } from './payment-settings-card';
import { TherapistProfileForm } from './therapist-profile-form';
import './therapist-profile.css';

/** /therapist-profile: the psychologist's own profile, editable while the CRP is in review too. */
export function TherapistProfilePage() {
  usePageTitle('Perfil profissional');
  const { state, reload, replace } = useServerData('therapist-profile', () =>
    apiGet<TherapistProfileDto>(api.therapistProfile),
  );
  return (
    <section className="container page page-narrow therapist-profile-page" aria-labelledby="page-title">
      <h1 id="page-title">Perfil profissional</h1>
      <p className="muted">
        É assim que os membros do Virada conhecem você na lista de psicólogos. Sem foto: o que conta é como
        você trabalha.
      </p>
      {state.status === 'loading' && <LoadingState label="Carregando seu perfil" />}
      {state.status === 'error' && (
        <LoadError title="Não foi possível carregar seu perfil." error={state.error} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <>
          {state.data.status === 'pending' && (
            <p className="therapist-profile-pending">
              Seu perfil aparece na lista assim que confirmarmos seu CRP. Enquanto isso, você já pode deixá-lo
              pronto.
            </p>
          )}
          <TherapistProfileForm profile={state.data} onSaved={(saved) => replace(() => saved)} />
          <PaymentSettingsCard />
        </>
      )}
    </section>
  );
}
