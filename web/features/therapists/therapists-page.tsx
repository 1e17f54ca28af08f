import './therapists.css';
import { useState } from 'react';
import type { TherapistPublicDto } from '../../../shared/psychologist-api-types';
import { ServerDataView } from '../../components/ui/server-data-view';
import { apiGet } from '../../lib/api-client';
import { usePageTitle } from '../../lib/use-page-title';
import { useServerData } from '../../lib/use-server-data';
import { FreeContactNote } from './free-contact-note';
import { TherapistCard } from './therapist-card';
import { TherapistFiltersForm } from './therapist-filters';
import { hasFilters, type TherapistFilters, therapistsPath } from './therapist-search';

interface TherapistsPageProps {
  filters: TherapistFilters;
  onFiltersChange: (next: TherapistFilters) => Promise<void>;
}

/** /therapists: approved psychologists (CRP verified), searched on the server. Needs the network. */
export function TherapistsPage({ filters, onFiltersChange }: TherapistsPageProps) {
  usePageTitle('Psicólogos');
  const path = therapistsPath(filters);
  const { state, reload } = useServerData(path, () => apiGet<TherapistPublicDto[]>(path));
  // Clearing remounts the filters once the URL is clear, so the search box empties too.
  const [formKey, setFormKey] = useState(0);
  const clear = async () => {
    await onFiltersChange({});
    setFormKey((k) => k + 1);
  };

  return (
    <section className="container page page-narrow therapists-page" aria-labelledby="page-title">
      <h1 id="page-title">Psicólogos</h1>
      <p className="page-intro muted">
        Profissionais com CRP verificado que atendem pessoas que querem parar ou reduzir as apostas.
      </p>
      <FreeContactNote />
      <TherapistFiltersForm key={formKey} filters={filters} onChange={onFiltersChange} />
      <div className="therapist-results">
        <ServerDataView
          state={state}
          onRetry={reload}
          loadingLabel="Carregando psicólogos…"
          what="a lista de psicólogos"
        >
          {(therapists) =>
            therapists.length === 0 ? (
              <div className="therapists-empty card">
                <p>
                  {hasFilters(filters)
                    ? 'Nenhum psicólogo encontrado com esses filtros.'
                    : 'Ainda não há psicólogos disponíveis. Volte em breve.'}
                </p>
                {hasFilters(filters) && (
                  <button type="button" className="btn btn-secondary" onClick={clear}>
                    Limpar filtros
                  </button>
                )}
              </div>
            ) : (
              <>
                <p className="therapist-count muted" role="status">
                  {therapists.length === 1
                    ? '1 psicólogo encontrado'
                    : `${therapists.length} psicólogos encontrados`}
                </p>
                <ul className="therapist-list">
                  {therapists.map((t) => (
                    <li key={t.id}>
                      <TherapistCard therapist={t} />
                    </li>
                  ))}
                </ul>
              </>
            )
          }
        </ServerDataView>
      </div>
    </section>
  );
}
