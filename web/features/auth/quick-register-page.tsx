import { Link } from '@tanstack/react-router';
import { EmailField, NameField, NewPasswordField } from '../../components/auth-fields';
import { AuthScreen } from '../../components/auth-screen';
import { failureMessage } from '../../lib/api-client';
import { quickRegistrationFailureToast } from '../../lib/auth-errors';
import { TermsField } from './terms-field';
import { useSignUp } from './use-sign-up';

const failureToast = (err: unknown) => quickRegistrationFailureToast(failureMessage(err));

const loadQuickRegisterSchema = () =>
  import('../../../shared/schemas/auth.schema').then((m) => m.quickRegisterSchema);

/** /simple-register: the quick sign-up (spec §2, §5 "Quick registration"). */
export function QuickRegisterPage() {
  const { form, onSubmit } = useSignUp(loadQuickRegisterSchema, { failureToast });
  const { values, errors, busy } = form;

  return (
    <AuthScreen
      title="Cadastro Rápido"
      intro="Só o essencial para começar agora. Você completa o resto depois."
    >
      <form onSubmit={onSubmit} noValidate>
        <EmailField {...form.field('email')} />
        <NameField {...form.field('name')} />
        <NewPasswordField
          {...form.field('password')}
          hint="Mínimo de 6 caracteres. Recomendamos usar números e símbolos."
        />
        <TermsField
          checked={values.acceptedTerms}
          onCheckedChange={(checked) => form.setField('acceptedTerms', checked)}
          error={errors.acceptedTerms}
        />
        <button
          type="submit"
          className="btn btn-primary btn-block btn-lg"
          disabled={busy || !values.acceptedTerms}
        >
          {busy ? 'Criando conta...' : 'Criar conta'}
        </button>
      </form>
      <p className="auth-switch">
        Já tem uma conta? <Link to="/login">Entrar</Link>
      </p>
      <p className="auth-switch">
        Quer o cadastro completo? <Link to="/register">Cadastro completo</Link>
      </p>
    </AuthScreen>
  );
}
