import {
  CalendarCheck,
  ChevronRight,
  Gamepad2,
  LifeBuoy,
  type LucideIcon,
  Medal,
  PiggyBank,
  Siren,
  Stethoscope,
  Users,
} from 'lucide-react';
import { pad2 } from './landing-format';
import { useSampleStreak } from './use-sample-streak';

const SAMPLE_SAVED = 'R$ 1.845,00';

const QUICK_ACTIONS: { label: string; icon: LucideIcon }[] = [
  { label: 'Check-in', icon: CalendarCheck },
  { label: 'Grupo de apoio', icon: Users },
  { label: 'Jogos', icon: Gamepad2 },
];

/**
 * A decorative phone showing a sample member dashboard (spec §2). Nothing in it is interactive:
 * the whole picture is one image for assistive technology, described by its label.
 */
export function LandingPhonePreview() {
  const streak = useSampleStreak();
  const units = [
    { value: String(streak.days), unit: 'dias' },
    { value: pad2(streak.hours), unit: 'horas' },
    { value: pad2(streak.minutes), unit: 'min' },
    { value: pad2(streak.seconds), unit: 'seg' },
  ];

  return (
    <div className="landing-phone-wrap">
      <div
        className="landing-phone"
        role="img"
        aria-label="Exemplo do painel do Virada: contador de tempo sem apostar, dinheiro economizado, atalho para falar com um psicólogo, check-in, grupo de apoio, jogos, conquista recente, emergência e ajuda."
      >
        <div className="landing-phone-notch" />
        <div className="landing-phone-screen">
          <div className="lp-greeting">
            <span className="lp-hello">Olá, Ana</span>
            <span className="lp-sub">Que bom ter você aqui hoje</span>
          </div>

          <div className="lp-streak">
            <span className="lp-card-title">Sequência sem apostar</span>
            <div className="lp-streak-units">
              {units.map((part) => (
                <span key={part.unit} className="lp-streak-unit">
                  <span className="lp-streak-value">{part.value}</span>
                  <span className="lp-streak-label">{part.unit}</span>
                </span>
              ))}
            </div>
          </div>

          <div className="lp-row">
            <div className="lp-card lp-saved">
              <PiggyBank size={18} aria-hidden="true" />
              <span className="lp-card-title">Economizado</span>
              <span className="lp-saved-value">{SAMPLE_SAVED}</span>
            </div>
            <div className="lp-card lp-psychologist">
              <Stethoscope size={18} aria-hidden="true" />
              <span className="lp-card-title">Psicólogo</span>
              <span className="lp-link-like">
                Conversar <ChevronRight size={14} aria-hidden="true" />
              </span>
            </div>
          </div>

          <div className="lp-actions">
            {QUICK_ACTIONS.map(({ label, icon: ActionIcon }) => (
              <span key={label} className="lp-action">
                <ActionIcon size={18} aria-hidden="true" />
                {label}
              </span>
            ))}
          </div>

          <div className="lp-card lp-achievement">
            <span className="lp-medal">
              <Medal size={20} aria-hidden="true" />
            </span>
            <span className="lp-achievement-text">
              <span className="lp-card-title">Conquista recente</span>
              <span className="lp-achievement-name">Uma semana livre</span>
            </span>
          </div>

          <div className="lp-help">
            <span className="lp-emergency">
              <Siren size={16} aria-hidden="true" />
              Emergência
            </span>
            <span className="lp-helpline">
              <LifeBuoy size={16} aria-hidden="true" />
              Ajuda
            </span>
          </div>
        </div>
      </div>
    </div>
  );
}
