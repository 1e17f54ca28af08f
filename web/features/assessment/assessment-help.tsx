import { Link } from '@tanstack/react-router';
import { Building2, Phone, UserRound } from 'lucide-react';
import { CRISIS_LINE } from '../../../shared/constants';

/**
 * Where to find help, offered plainly and without alarm: the CVV line, the public CAPS
 * network and a psychologist.
 */
export function AssessmentHelp() {
  return (
    <section className="assessment-help" aria-labelledby="assessment-help-title">
      <h3 id="assessment-help-title">Onde encontrar apoio</h3>
      <p>Conversar com alguém costuma deixar o caminho mais leve. Algumas portas abertas para você:</p>
      <ul className="help-list">
        <li>
          <Phone aria-hidden="true" size={22} />
          <div>
            <strong>CVV: {CRISIS_LINE}</strong>
            <span>Ligação gratuita, 24 horas por dia, para conversar com alguém agora.</span>
            <a href={`tel:${CRISIS_LINE}`}>Ligar para o {CRISIS_LINE}</a>
          </div>
        </li>
        <li>
          <Building2 aria-hidden="true" size={22} />
          <div>
            <strong>CAPS</strong>
            <span>
              Os Centros de Atenção Psicossocial atendem pelo SUS, sem custo. Procure o CAPS mais próximo ou
              pergunte na Unidade Básica de Saúde do seu bairro.
            </span>
          </div>
        </li>
        <li>
          <UserRound aria-hidden="true" size={22} />
          <div>
            <strong>Psicólogo(a)</strong>
            <span>Profissionais que entendem de apostas e podem acompanhar você.</span>
            <Link to="/therapists">Conhecer os psicólogos</Link>
          </div>
        </li>
      </ul>
    </section>
  );
}
