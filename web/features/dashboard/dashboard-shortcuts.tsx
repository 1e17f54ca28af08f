import { Link } from '@tanstack/react-router';
import { ChartColumn, ChevronRight, ClipboardCheck, Gamepad2, MessageCircleHeart } from 'lucide-react';
import { memo } from 'react';

/** The big check-in / relapse button: opens the daily check-in dialog. */
export const CheckinButton = memo(function CheckinButton({ onOpen }: { onOpen: () => void }) {
  return (
    <button type="button" className="checkin-cta" onClick={onOpen}>
      <ClipboardCheck size={28} aria-hidden="true" />
      <span>
        <strong>Fazer check-in diário</strong>
        <small>Conte como foi o seu dia, com ou sem apostas</small>
      </span>
      <ChevronRight size={22} aria-hidden="true" />
    </button>
  );
});

/** Games and 'Converse com um psicólogo' cards, and the link to the analysis panel (its own code-split route). */
export const DashboardShortcuts = memo(function DashboardShortcuts() {
  return (
    <div className="shortcut-row">
      <Link to="/jogos" className="card shortcut-card">
        <Gamepad2 size={26} aria-hidden="true" />
        <strong>Jogos</strong>
        <small>Distraia a mente quando a vontade bater</small>
      </Link>
      <Link to="/therapists" className="card shortcut-card">
        <MessageCircleHeart size={26} aria-hidden="true" />
        <strong>Converse com um psicólogo</strong>
        <small>Profissionais especializados</small>
      </Link>
      <Link to="/dashboard-cockpit" className="dash-cockpit-link">
        <ChartColumn size={20} aria-hidden="true" /> Painel de análise
        <ChevronRight size={18} aria-hidden="true" />
      </Link>
    </div>
  );
});
