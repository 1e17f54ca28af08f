import './therapists.css';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, BadgeCheck } from 'lucide-react';
import { api } from '../../../shared/api';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { psychologistStatusTexts } from '../../../shared/texts/sharing.texts';
import { ServerDataView } from '../../components/ui/server-data-view';
import { apiGet } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { FreeContactNote } from './free-contact-note';
import { TherapistContact } from './therapist-contact';
import { TherapistApproaches, TherapistFacts } from './therapist-facts';
import { TherapistPay } from './therapist-pay';

/** /therapists/$id: one approved psychologist's profile and 'Entrar em contato'. */
export function TherapistProfilePage({ id }: { id: string }) {
  const path = api.therapist(id);
  const { state, reload, replace } = useServerData(path, () => apiGet<TherapistPublicDto>(path));
  usePageTitle(state.status === 'ready' ? state.data.displayName : 'Psicólogo');
  return (
    <section className="container page page-narrow therapist-profile">
      <Link to="/therapists" className="back-link">
        <ArrowLeft size={18} aria-hidden="true" /> Voltar para a lista
      </Link>
      <ServerDataView state={state} onRetry={reload} loadingLabel="Carregando perfil…" what="este perfil">
        {(therapist) => (
          <>
            <header className="therapist-profile-header">
              <h1 id="page-title">{therapist.displayName}</h1>
              <p className="therapist-crp">
                CRP {therapist.crp}{' '}
                <span className="badge">
                  <BadgeCheck size={14} aria-hidden="true" /> {psychologistStatusTexts.approved}
                </span>
              </p>
            </header>
            <div className="card therapist-profile-card">
              <h2 className="visually-hidden">Sobre</h2>
              {therapist.bio ? (
                <p className="therapist-bio">{therapist.bio}</p>
              ) : (
                <p className="muted">Este profissional ainda não escreveu uma apresentação.</p>
              )}
              <TherapistApproaches therapist={therapist} />
              <TherapistFacts therapist={therapist} />
            </div>
            <TherapistPay therapistId={therapist.id} />
            <TherapistContact
              therapist={therapist}
              onRequested={() => replace((t) => ({ ...t, contactRequested: true }))}
            />
            <FreeContactNote />
          </>
        )}
      </ServerDataView>
    </section>
  );
}
