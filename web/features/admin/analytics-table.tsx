import type { AdminAnalyticsDto } from '../../../shared/admin-api-types';
import { longDate, numberFormat } from './admin-period';

/** The charts' figures as a table (screen readers, exact numbers), newest day first. */
export function AnalyticsTable({ data }: { data: AdminAnalyticsDto }) {
  const n = numberFormat.format;
  return (
    <details className="card admin-table">
      <summary>Ver os números por dia</summary>
      <div className="admin-table-scroll">
        <table>
          <caption className="visually-hidden">Números por dia do período</caption>
          <thead>
            <tr>
              <th scope="col">Dia</th>
              <th scope="col">Ativos</th>
              <th scope="col">Cadastros</th>
              <th scope="col">Check-ins</th>
              <th scope="col">Recaídas</th>
              <th scope="col">Instalações</th>
            </tr>
          </thead>
          <tbody>
            {[...data.days].reverse().map((d) => (
              <tr key={d.date}>
                <th scope="row">{longDate(d.date)}</th>
                <td>{n(d.activeMembers)}</td>
                <td>{n(d.signUps)}</td>
                <td>{n(d.checkins)}</td>
                <td>{n(d.relapses)}</td>
                <td>{n(d.installs)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
