import './profile.css';
import { Link } from '@tanstack/react-router';
import { useStoredUser } from '../../lib/stored-user';
import { usePageTitle } from '../../lib/use-page-title';
import { AccessLogSection } from './access-log-section';
import { DataExportSection } from './data-export-section';
import { DeleteAccountSection } from './delete-account-section';
import { ProfileDetailsForm } from './profile-details-form';
import { ProfileSection } from './profile-section';
import { ProfileSharingSection } from './profile-sharing-section';
import { ReminderSection } from './reminder-section';

/**
 * /profile, for members and staff: their data, sharing with a psychologist, who accessed what,
 * the LGPD export and deleting the account. Everything here talks to the server.
 */
export function ProfilePage() {
  usePageTitle('Meu perfil');
  const user = useStoredUser();
  // Signed out or just deleted: the page is on its way to '/'.
  if (!user) return null;
  return (
    <div className="container page page-narrow profile-page">
      <h1>Meu perfil</h1>
      <ProfileSection id="seus-dados" title="Seus dados">
        <ProfileDetailsForm user={user} />
      </ProfileSection>
      <ProfileSharingSection user={user} />
      <ReminderSection user={user} />
      <ProfileSection id="app-no-celular" title="App no celular">
        <p className="muted">
          Instalado, o Virada abre pelo ícone da tela inicial e funciona sem internet.{' '}
          <Link to="/app">Veja como instalar</Link>
        </p>
      </ProfileSection>
      <AccessLogSection user={user} />
      <DataExportSection user={user} />
      <DeleteAccountSection />
    </div>
  );
}
