import type { SharingGrantDto } from '../../../shared/psychologist-api-types';
import { formatDay } from '../../lib/format';
import type { StoredUser } from '../../lib/stored-user';
import { scopesText } from './profile-format';
import { RevokeGrantButton } from './revoke-grant-button';

interface SharingGrantsProps {
  grants: SharingGrantDto[];
  user: StoredUser;
  onRevoked: (psychologistId: string) => void;
}

/** Who can see the member's data right now, what, since when, and the way to stop it. */
export function SharingGrants({ grants, user, onRevoked }: SharingGrantsProps) {
  if (grants.length === 0) {
    return <p className="muted">Você não está compartilhando seus dados com nenhum psicólogo.</p>;
  }
  return (
    <ul className="profile-list">
      {grants.map((grant) => (
        <li key={grant.psychologistId} className="profile-list-item">
          <p className="profile-list-title">
            {grant.displayName} <span className="muted">CRP {grant.crp}</span>
          </p>
          <p className="profile-list-line">Vê: {scopesText(grant.scopes)}</p>
          <p className="profile-list-line muted">Desde {formatDay(grant.grantedAt, user.timezone)}</p>
          <RevokeGrantButton grant={grant} onRevoked={() => onRevoked(grant.psychologistId)} />
        </li>
      ))}
    </ul>
  );
}
