import { Link } from '@tanstack/react-router';

export function LandingPage() {
  return (
    <section className="container page">
      <h1>Virada</h1>
      <Link to="/register" className="btn btn-primary">
        Cadastro gratis
      </Link>
    </section>
  );
}
