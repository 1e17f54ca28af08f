import { Link } from '@tanstack/react-router';
import { AuthScreen } from '../../components/auth-screen';
import { incompleteFormToast } from '../../lib/auth-errors';
import { FullSignUpFields, fullRegistrationFailureToast } from '../auth/register-form';
import { useSignUp } from '../auth/use-sign-up';
import { CrpField } from './crp-field';

const EMPTY = {
  email: '',
  name: '',
  password: '',
  acceptedTerms: false,
  crp: '',
  userType: 'psychologist' as const,
};

const loadPsychologistRegisterSchema = () =>
  import('../../../shared/schemas/psychologist.schema').then((m) => m.psychologistRegisterSchema);

/**
 * /psychologist-register: the full sign-up rules plus the CRP. The account starts in review
 * (pending): the person can sign in and fill in the profile while staff check the CRP.
 */
export function PsychologistRegisterPage() {
  const { form, onSubmit } = useSignUp(loadPsychologistRegisterSchema, {
    failureToast: fullRegistrationFailureToast,
    invalidToast: incompleteFormToast,
    initial: EMPTY,
    destination: '/psychologist-dashboard',
  });
  return (
    <AuthScreen
      title="Cadastro de psicólogo"
      intro="Crie sua conta profissional. Conferimos seu CRP e, em seguida, você já pode convidar clientes."
    >
      <form onSubmit={onSubmit} noValidate>
        <FullSignUpFields form={form} namePlaceholder="Seu nome profissional">
          <CrpField {...form.field('crp')} />
        </FullSignUpFields>
        <button type="submit" className="btn btn-primary btn-block btn-lg" disabled={form.busy}>
          {form.busy ? 'Criando...' : 'Criar conta profissional'}
        </button>
      </form>
      <p className="auth-switch">
        Já tem cadastro? <Link to="/psychologist-login">Entrar como psicólogo</Link>
      </p>
      <p className="auth-switch">
        Quer saber mais antes? <Link to="/psychologist">Conheça a área do psicólogo</Link>
      </p>
    </AuthScreen>
  );
}
