import { api } from '../../../shared/api';
import type { SharingGrantDto } from '../../../shared/psychologist-api-types';
import { ServerDataView } from '../../components/ui/server-data-view';
import { apiGet } from '../../lib/api-client';
import { GRANTS_CHANGED_EVENT } from '../../lib/live-events';
import type { StoredUser } from '../../lib/stored-user';
import { useServerData } from '../../lib/use-server-data';
import { ProfileSection } from './profile-section';
import { ShareInvite } from './share-invite';
import { SharingGrants } from './sharing-grants';

/** 'Compartilhar com psicólogo': accept an invite code and manage the active shares. */
export function ProfileSharingSection({ user }: { user: StoredUser }) {
  const { state, reload, replace } = useServerData(
    api.sharing,
    () => apiGet<SharingGrantDto[]>(api.sharing),
    {
      refreshOn: GRANTS_CHANGED_EVENT,
    },
  );

  return (
    <ProfileSection id="compartilhar" title="Compartilhar com psicólogo">
      <p className="muted">
        Se você faz acompanhamento, pode deixar seu psicólogo ver como você está. Você escolhe o que ele vê e
        pode parar quando quiser.
      </p>
      <ShareInvite
        onShared={(grant) =>
          replace((grants) => [grant, ...grants.filter((g) => g.psychologistId !== grant.psychologistId)])
        }
      />
      <h3 className="profile-subtitle">Compartilhando agora</h3>
      <ServerDataView
        state={state}
        onRetry={reload}
        loadingLabel="Carregando compartilhamentos…"
        what="seus compartilhamentos"
      >
        {(list) => (
          <SharingGrants
            grants={list}
            user={user}
            onRevoked={(id) => replace((grants) => grants.filter((g) => g.psychologistId !== id))}
          />
        )}
      </ServerDataView>
    </ProfileSection>
  );
}
