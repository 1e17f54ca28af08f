import { Link } from '@tanstack/react-router';
import { BookOpen, Bot, HeartHandshake, MapPin, MessagesSquare, Phone, Users } from 'lucide-react';
import { memo } from 'react';
import { CRISIS_LINE } from '../../../shared/constants';

interface QuickActionsProps {
  onRelapse: () => void;
  supportGroupsUrl: string | undefined;
}

/**
 * Six shortcuts (spec §2 "Quick actions"): crisis line, assistant, relapse, groups, forum, content;
 * then, across the grid's width, the nearest CAPS (/caps, issue 14): public care, free of charge.
 */
export const QuickActions = memo(function QuickActions({ onRelapse, supportGroupsUrl }: QuickActionsProps) {
  return (
    <section className="card" aria-labelledby="quick-title">
      <h2 id="quick-title" className="card-title">
        Ações rápidas
      </h2>
      <ul className="quick-grid">
        <li>
          <a className="quick-action quick-crisis" href={`tel:${CRISIS_LINE}`}>
            <Phone size={22} aria-hidden="true" />
            <span>
              Ligar {CRISIS_LINE} <small>CVV, 24h, gratuito</small>
            </span>
          </a>
        </li>
        <li>
          <Link className="quick-action" to="/copiloto">
            <Bot size={22} aria-hidden="true" />
            <span>
              Assistente IA <small>converse agora</small>
            </span>
          </Link>
        </li>
        <li>
          <button type="button" className="quick-action" onClick={onRelapse}>
            <HeartHandshake size={22} aria-hidden="true" />
            <span>
              Registrar recaída <small>sem julgamentos</small>
            </span>
          </button>
        </li>
        <li>
          <a
            className="quick-action"
            href={supportGroupsUrl ?? 'https://jogadoresanonimos.com.br/'}
            target="_blank"
            rel="noopener noreferrer"
          >
            <Users size={22} aria-hidden="true" />
            <span>
              Grupos de apoio <small>Jogadores Anônimos</small>
              <span className="visually-hidden">(abre outro site)</span>
            </span>
          </a>
        </li>
        <li>
          <Link className="quick-action" to="/community">
            <MessagesSquare size={22} aria-hidden="true" />
            <span>
              Fórum <small>comunidade anônima</small>
            </span>
          </Link>
        </li>
        <li>
          <Link className="quick-action" to="/learn">
            <BookOpen size={22} aria-hidden="true" />
            <span>
              Conteúdo <small>artigos e cursos</small>
            </span>
          </Link>
        </li>
        <li className="quick-wide">
          <Link className="quick-action" to="/caps">
            <MapPin size={22} aria-hidden="true" />
            <span>
              CAPS perto de você <small>saúde mental no SUS, gratuito</small>
            </span>
          </Link>
        </li>
      </ul>
    </section>
  );
});
