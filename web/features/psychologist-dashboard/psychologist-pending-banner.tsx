import { Link } from '@tanstack/react-router';
import { Hourglass } from 'lucide-react';

/** Shown while staff check the CRP: what happens next and what already works. */
export function PsychologistPendingBanner() {
  return (
    <div className="psy-pending" role="status">
      <Hourglass size={22} aria-hidden="true" />
      <div>
        <p className="psy-pending-title">Seu cadastro está em análise</p>
        <p>
          Estamos conferindo seu CRP no cadastro do conselho. Até lá, você ainda não pode gerar códigos de
          convite nem aparece na lista de psicólogos. Enquanto isso, já dá para completar seu{' '}
          <Link to="/therapist-profile">perfil profissional</Link>.
        </p>
      </div>
    </div>
  );
}
