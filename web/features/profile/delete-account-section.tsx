import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { AppDialog } from '../../components/app-dialog';
import { DeleteAccountForm } from './delete-account-form';
import { ProfileSection } from './profile-section';

/** 'Excluir minha conta': what goes and what stays, then the password in a dialog. */
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  return (
    <ProfileSection id="excluir" title="Excluir minha conta">
      <p>Ao excluir sua conta, apagamos de vez:</p>
      <ul className="profile-bullets">
        <li>tudo o que você escreveu: avaliações, metas, check-ins, recaídas e anotações;</li>
        <li>suas medalhas e seu progresso;</li>
        <li>os compartilhamentos com psicólogos e o registro de quem acessou seus dados.</li>
      </ul>
      <p className="muted">
        Ficam apenas os totais anônimos da comunidade (como o dinheiro economizado por todos), que não
        identificam você. Não dá para desfazer.
      </p>
      <button type="button" className="btn btn-danger" onClick={() => setOpen(true)}>
        <Trash2 size={18} aria-hidden="true" /> Excluir minha conta
      </button>
      <AppDialog
        open={open}
        onOpenChange={setOpen}
        title="Excluir sua conta?"
        description="Digite sua senha para confirmar. Seus dados serão apagados agora e você sairá da conta."
        icon={<Trash2 size={22} />}
      >
        <DeleteAccountForm onCancel={() => setOpen(false)} />
      </AppDialog>
    </ProfileSection>
  );
}
