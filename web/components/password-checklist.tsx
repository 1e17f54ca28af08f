import { Check, Circle } from 'lucide-react';
import { passwordCriteria } from '../../shared/password-rules';

/** Live checklist of the three password criteria of the full sign-up form (spec §2). */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="password-checklist" aria-label="Requisitos da senha">
      {passwordCriteria.map((criterion) => {
        const met = criterion.test(password);
        return (
          <li key={criterion.key} data-met={met}>
            {met ? <Check size={16} aria-hidden="true" /> : <Circle size={16} aria-hidden="true" />}
            <span>{criterion.label}</span>
            <span className="visually-hidden">{met ? ' (atendido)' : ' (pendente)'}</span>
          </li>
        );
      })}
    </ul>
  );
}
