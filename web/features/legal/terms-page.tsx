export function TermsPage() {
  return (
    <section className="container page">
      <h1>Termos de uso e política de privacidade</h1>
    </section>
  );
}
