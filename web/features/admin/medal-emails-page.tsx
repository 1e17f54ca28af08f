import { useState } from 'react';
import { LoadError, LoadingState } from '../../components/ui/load-state';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { defaultPeriod, longDate } from './admin-period';
import { fetchMedalEmails } from './admin-requests';
import { FanOutJobList } from './fan-out-job-card';
import { MedalEmailList, MedalEmailPager } from './medal-email-list';
import { PeriodPicker } from './period-picker';
import { SendMedalEmails } from './send-medal-emails';
import { useFanOutJobs } from './use-fan-out-jobs';
import './admin.css';

/** /admin/medal-emails: congratulate members for the medals they earned in a period. */
export function MedalEmailsPage() {
  usePageTitle('Administração: e-mails de medalhas');
  const [period, setPeriod] = useState(defaultPeriod);
  const [page, setPage] = useState(1);
  const [result, setResult] = useState<string>();
  const { state, reload } = useServerData(`admin-medal-emails:${period.from}:${period.to}:${page}`, () =>
    fetchMedalEmails(period, page),
  );
  // A job that finishes changes which medals were already congratulated: the list is read again.
  const { jobs, failed, track } = useFanOutJobs('medal-emails', () => reload());
  const pending = state.status === 'ready' ? state.data.pending : 0;

  return (
    <section className="container page admin-page" aria-labelledby="page-title">
      <h1 id="page-title">E-mails de medalhas</h1>
      <p className="muted">
        Um e-mail de parabéns para cada medalha conquistada no período. Cada medalha gera no máximo um e-mail
        por pessoa, mesmo que o envio seja feito de novo.
      </p>
      <PeriodPicker
        value={period}
        onChange={(next) => {
          setResult(undefined);
          setPage(1);
          setPeriod(next);
        }}
      />
      {result && (
        <p className="card admin-result" role="status">
          {result}
        </p>
      )}
      {state.status === 'loading' && <LoadingState label="Carregando as medalhas" />}
      {state.status === 'error' && (
        <LoadError title="Não foi possível carregar as medalhas." error={state.error} onRetry={reload} />
      )}
      {state.status === 'ready' && (
        <>
          <div className="admin-medal-actions">
            <p>
              De {longDate(state.data.from)} a {longDate(state.data.to)}: {state.data.total}{' '}
              {state.data.total === 1 ? 'medalha' : 'medalhas'},{' '}
              {pending === 1 ? '1 e-mail a enviar' : `${pending} e-mails a enviar`}.
            </p>
            <SendMedalEmails
              period={{ from: state.data.from, to: state.data.to }}
              pending={pending}
              onSent={(job) => {
                track(job);
                setResult(
                  job.total === 0
                    ? 'Nenhum e-mail a enviar: todos já tinham sido enviados.'
                    : `Envio iniciado: ${job.total === 1 ? '1 e-mail' : `${job.total} e-mails`}. Acompanhe o andamento abaixo; você pode sair desta página.`,
                );
              }}
            />
          </div>
          {state.data.total === 0 ? (
            <div className="card empty-state">
              <p>Nenhuma medalha conquistada neste período.</p>
            </div>
          ) : (
            <>
              <MedalEmailList items={state.data.items} />
              <MedalEmailPager list={state.data} onPage={setPage} />
            </>
          )}
        </>
      )}
      <FanOutJobList jobs={jobs} failed={failed} />
    </section>
  );
}
