import { Link } from '@tanstack/react-router';
import { CheckCircle2 } from 'lucide-react';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { TherapistApproaches, TherapistFacts } from './therapist-facts';

/** One psychologist in the directory; the name opens the full profile. */
export function TherapistCard({ therapist }: { therapist: TherapistPublicDto }) {
  return (
    <article className="card therapist-card" aria-labelledby={`therapist-${therapist.id}`}>
      <header className="therapist-card-header">
        <h2 id={`therapist-${therapist.id}`}>
          <Link to="/therapists/$id" params={{ id: therapist.id }}>
            {therapist.displayName}
          </Link>
        </h2>
        <p className="therapist-crp">CRP {therapist.crp}</p>
        {therapist.contactRequested && (
          <p className="therapist-requested">
            <CheckCircle2 size={16} aria-hidden="true" /> Pedido enviado
          </p>
        )}
      </header>
      <TherapistApproaches therapist={therapist} />
      <TherapistFacts therapist={therapist} />
      <Link
        to="/therapists/$id"
        params={{ id: therapist.id }}
        className="btn btn-secondary btn-block"
        aria-label={`Ver perfil de ${therapist.displayName}`}
      >
        Ver perfil
      </Link>
    </article>
  );
}
