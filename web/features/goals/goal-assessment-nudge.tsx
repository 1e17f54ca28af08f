import { Link } from '@tanstack/react-router';
import { Lightbulb } from 'lucide-react';

/** Without an assessment a goal can still be set; the assessment is suggested, not required. */
export function GoalAssessmentNudge() {
  return (
    <aside className="card goal-nudge" aria-labelledby="goal-nudge-title">
      <Lightbulb aria-hidden="true" size={24} />
      <div>
        <h2 id="goal-nudge-title">Que tal fazer a avaliação antes?</h2>
        <p>
          Em poucos minutos ela mostra como as apostas estão hoje, ajuda a escolher uma meta realista e é a
          base para calcular quanto você economiza.
        </p>
        <Link to="/assessment">Fazer a avaliação</Link>
        <p className="muted goal-nudge-note">Se preferir, pode definir sua meta agora mesmo.</p>
      </div>
    </aside>
  );
}
