import { Link } from '@tanstack/react-router';

/** Label of the terms checkbox; the link opens /termos in a new tab so the form is kept. */
export function TermsLabel() {
  return (
    <>
      Li e aceito os{' '}
      <Link to="/termos" target="_blank" rel="noopener">
        termos de uso e a política de privacidade
      </Link>
      , incluindo o tratamento dos meus dados de saúde.
    </>
  );
}
