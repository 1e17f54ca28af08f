import { useState } from 'react';
import { api } from '../../../shared/api';
import type { AccessLogEntryDto } from '../../../shared/psychologist-api-types';
import { accessResourceTexts } from '../../../shared/texts/sharing.texts';
import { ServerDataView } from '../../components/ui/server-data-view';
import { apiGet } from '../../lib/api-client';
import type { StoredUser } from '../../lib/stored-user';
import { useServerData } from '../../lib/use-server-data';
import { formatDateTime, scopesText } from './profile-format';
import { ProfileSection } from './profile-section';

/** Entries shown at first and added by each 'Mostrar mais'. */
export const ACCESS_LOG_PAGE = 20;

const actorText = (entry: AccessLogEntryDto) =>
  entry.actorRole === 'admin' ? 'Equipe Virada' : `${entry.actorName} (CRP ${entry.crp ?? '—'})`;

/** 'Quem acessou seus dados': every read of the member's data by someone else, newest first. */
export function AccessLogSection({ user }: { user: StoredUser }) {
  const { state, reload } = useServerData(api.sharingAudit, () =>
    apiGet<AccessLogEntryDto[]>(api.sharingAudit),
  );
  const [shown, setShown] = useState(ACCESS_LOG_PAGE);
  return (
    <ProfileSection id="acessos" title="Quem acessou seus dados">
      <p className="muted">
        Cada vez que um psicólogo ou a equipe de suporte vê seus dados, fica registrado aqui.
      </p>
      <ServerDataView
        state={state}
        onRetry={reload}
        loadingLabel="Carregando acessos…"
        what="o registro de acessos"
      >
        {(entries) =>
          entries.length === 0 ? (
            <p>Ninguém acessou seus dados.</p>
          ) : (
            <>
              <ol className="profile-list">
                {entries.slice(0, shown).map((entry) => (
                  <li key={`${entry.at}|${entry.actorName}|${entry.resource}`} className="profile-list-item">
                    <p className="profile-list-line muted">
                      <time dateTime={entry.at}>{formatDateTime(entry.at, user.timezone)}</time>
                    </p>
                    <p className="profile-list-title">{actorText(entry)}</p>
                    <p className="profile-list-line">Viu: {accessResourceTexts[entry.resource]}</p>
                    {entry.scopes.length > 0 && (
                      <p className="profile-list-line muted">Permissões: {scopesText(entry.scopes)}</p>
                    )}
                  </li>
                ))}
              </ol>
              {entries.length > shown && (
                <button
                  type="button"
                  className="btn btn-ghost"
                  onClick={() => setShown((n) => n + ACCESS_LOG_PAGE)}
                >
                  Mostrar mais
                </button>
              )}
            </>
          )
        }
      </ServerDataView>
    </ProfileSection>
  );
}
