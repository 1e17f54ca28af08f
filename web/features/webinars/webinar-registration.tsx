import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { webinarSectionTexts as t } from '../../../shared/texts/webinars.texts';
import type { WebinarDto } from '../../../shared/webinar-api-types';
import { failureMessage } from '../../lib/api-client';
import { showToast } from '../../lib/toaster';
import { registerForWebinar, unregisterFromWebinar } from './webinar-requests';

/** Who reads the list: a visitor (asked to sign in), a member (may register) or a psychologist. */
export type WebinarViewer = 'visitor' | 'member' | 'psychologist';

interface RegistrationProps {
  webinar: WebinarDto;
  viewer: WebinarViewer;
  /** The list is the device's copy: registering waits for the connection. */
  offline: boolean;
  onChanged: (webinar: WebinarDto) => void;
}

/**
 * "Quero participar" / "Cancelar inscrição" for a member, "Entre para participar" for a visitor,
 * nothing for a psychologist (the webinars are for members; they still read them). A failure is
 * a destructive toast with the server's pt-BR message; the button stays usable.
 */
export function WebinarRegistration({ webinar, viewer, offline, onChanged }: RegistrationProps) {
  const [busy, setBusy] = useState(false);
  if (viewer === 'visitor') {
    return (
      <Link to="/login" className="btn btn-primary">
        {t.signInToJoin}
      </Link>
    );
  }
  if (viewer !== 'member') return null;

  const toggle = async () => {
    setBusy(true);
    try {
      const answer = webinar.registered
        ? await unregisterFromWebinar(webinar.id)
        : await registerForWebinar(webinar.id);
      onChanged(answer);
      showToast(
        answer.registered
          ? { title: t.joinedTitle, description: t.joinedDescription }
          : { title: t.leftTitle, description: t.leftDescription },
      );
    } catch (err) {
      showToast({ title: t.actionFailedTitle, description: failureMessage(err), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const label = webinar.registered ? (busy ? t.leaving : t.leave) : busy ? t.joining : t.join;
  return (
    <>
      {webinar.registered && <p className="webinar-registered">{t.registered}</p>}
      <button
        type="button"
        className={webinar.registered ? 'btn btn-ghost' : 'btn btn-primary'}
        onClick={toggle}
        disabled={busy || offline}
      >
        {label}
      </button>
    </>
  );
}
