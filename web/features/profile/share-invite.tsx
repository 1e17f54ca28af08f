import { useState } from 'react';
import type { InvitePreviewDto, SharingGrantDto } from '../../../shared/psychologist-api-types';
import { InviteCodeForm } from './invite-code-form';
import { ShareScopesForm } from './share-scopes-form';

/** The two steps of accepting an invite: the code, then who and what. */
export function ShareInvite({ onShared }: { onShared: (grant: SharingGrantDto) => void }) {
  const [found, setFound] = useState<{ code: string; invite: InvitePreviewDto } | null>(null);
  // Cancelling goes back to the code as typed; sharing starts over with an empty field.
  const [lastCode, setLastCode] = useState('');

  if (!found)
    return <InviteCodeForm initialCode={lastCode} onFound={(code, invite) => setFound({ code, invite })} />;
  return (
    <ShareScopesForm
      code={found.code}
      invite={found.invite}
      onCancel={() => {
        setLastCode(found.code);
        setFound(null);
      }}
      onShared={(grant) => {
        setLastCode('');
        setFound(null);
        onShared(grant);
      }}
    />
  );
}
