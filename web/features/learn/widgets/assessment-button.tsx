import { Link } from '@tanstack/react-router';
import { ClipboardCheck } from 'lucide-react';

/** `::assessment-button`: into the app's own assessment (PGSI), for members and visitors alike. */
export function AssessmentButton() {
  return (
    <div className="learn-callout card">
      <p>
        <strong>Quer ter uma ideia de onde você está?</strong> A avaliação do Virada leva poucos minutos, usa
        as perguntas do PGSI e fica só com você.
      </p>
      <Link to="/assessment" className="btn btn-primary">
        <ClipboardCheck size={18} aria-hidden="true" /> Fazer a avaliação
      </Link>
    </div>
  );
}
