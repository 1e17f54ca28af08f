import { HeartHandshake } from 'lucide-react';

/** Said on the list and on each profile: asking for contact costs nothing on Virada. */
export function FreeContactNote() {
  return (
    <p className="free-contact-note">
      <HeartHandshake size={18} aria-hidden="true" />
      <span>
        O Virada não cobra nada pelo contato. Valores e horários você combina direto com o psicólogo.
      </span>
    </p>
  );
}
