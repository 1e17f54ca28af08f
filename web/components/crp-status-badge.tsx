import { BadgeCheck, Hourglass } from 'lucide-react';
import type { PsychologistStatus } from '../../shared/constants';
import { psychologistStatusTexts } from '../../shared/texts/sharing.texts';
import './crp-status-badge.css';

/** 'Cadastro em análise' or 'CRP verificado', with an icon so colour is never the only cue. */
export function CrpStatusBadge({ status }: { status: PsychologistStatus }) {
  const Icon = status === 'approved' ? BadgeCheck : Hourglass;
  return (
    <span className="badge crp-status" data-status={status}>
      <Icon size={14} aria-hidden="true" />
      {psychologistStatusTexts[status]}
    </span>
  );
}
