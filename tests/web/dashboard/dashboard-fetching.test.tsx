import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DashboardFetching } from '../../../web/features/dashboard/dashboard-states';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DashboardFetching (a device that has not pulled the member yet)', () => {
  it('offline, says the records come with the connection and never asks for the assessment', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<DashboardFetching />);
    expect(screen.getByRole('heading', { name: 'Buscando seus dados…' })).toBeTruthy();
    expect(screen.getByText(/aparecem aqui assim que o aparelho se conectar/)).toBeTruthy();
    expect(screen.queryByText('Completar avaliação')).toBeNull();
  });

  it('online, says they are on their way', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    render(<DashboardFetching />);
    expect(screen.getByText(/Estamos trazendo seus registros do servidor/)).toBeTruthy();
  });
});
