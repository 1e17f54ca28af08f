import { Link } from '@tanstack/react-router';
import { ArrowRight } from 'lucide-react';

/** The two ways in, used at the top and the bottom of /psychologist. */
export function PsychologistLandingCta({ primaryClass }: { primaryClass: string }) {
  return (
    <div className="psy-landing-actions">
      <Link to="/psychologist-register" className={`btn btn-lg ${primaryClass}`}>
        Cadastrar com meu CRP
        <ArrowRight size={20} aria-hidden="true" />
      </Link>
      <Link to="/psychologist-login" className="btn btn-lg btn-secondary">
        Já tenho cadastro
      </Link>
    </div>
  );
}
