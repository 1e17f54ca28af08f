import { Eye, FileLock, Lock, ScrollText } from 'lucide-react';
import type { LandingIconCard } from '../../components/landing-icon-cards';

const POINTS: LandingIconCard[] = [
  {
    icon: Lock,
    title: 'O cliente escolhe o que compartilhar',
    text: 'Progresso, check-ins e recaídas, e as anotações pessoais, que ficam desligadas a menos que ele escolha. Ele revoga a qualquer momento e o acesso termina na mesma hora.',
  },
  {
    icon: Eye,
    title: 'Cada acesso fica registrado',
    text: 'Sempre que você abre os dados de um cliente, o Virada anota quando e o quê. O cliente vê esse registro no app dele.',
  },
  {
    icon: FileLock,
    title: 'LGPD',
    text: 'Dados de saúde são dados sensíveis. Tratamos com o consentimento específico do titular, só para a finalidade que ele autorizou, e ele pode pedir cópia ou exclusão dos dados.',
  },
  {
    icon: ScrollText,
    title: 'Resolução CFP nº 9/2024',
    text: 'A resolução pede que as tecnologias digitais usadas na prática profissional preservem o sigilo. Só psicólogos com CRP verificado recebem convites, e o acesso é individual, pela sua conta.',
  },
];

export function PsychologistLandingPrivacy() {
  return (
    <section className="landing-section landing-section-muted" aria-labelledby="psy-privacy-title">
      <div className="container">
        <div className="landing-section-head">
          <p className="landing-kicker">Privacidade e ética</p>
          <h2 id="psy-privacy-title">Sigilo em primeiro lugar</h2>
        </div>
        <ul className="psy-landing-points">
          {POINTS.map(({ icon: PointIcon, title, text }) => (
            <li key={title} className="psy-landing-point">
              <span className="landing-feature-icon">
                <PointIcon size={22} aria-hidden="true" />
              </span>
              <div>
                <h3>{title}</h3>
                <p className="muted">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
