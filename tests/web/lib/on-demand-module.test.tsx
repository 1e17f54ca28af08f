import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onDemandModule, useOnDemandModule } from '../../../web/lib/on-demand-module';

afterEach(cleanup);

const dialogModule = { Dialog: () => <p>o diálogo</p> };

describe('onDemandModule', () => {
  it('imports once, and gives the module synchronously once it has arrived', async () => {
    const importer = vi.fn(async () => dialogModule);
    const source = onDemandModule(importer);
    expect(source.loaded()).toBeNull();
    const [a, b] = [source.load(), source.load()];
    expect(await a).toBe(dialogModule);
    expect(await b).toBe(dialogModule);
    expect(importer).toHaveBeenCalledTimes(1);
    expect(source.loaded()).toBe(dialogModule);
  });

  it('tries again after a failed import', async () => {
    const importer = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(dialogModule);
    const source = onDemandModule(importer);
    await expect(source.load()).rejects.toThrow('offline');
    expect(source.loaded()).toBeNull();
    expect(await source.load()).toBe(dialogModule);
  });
});

function Host({
  source,
  wanted,
  onFailure,
}: {
  source: ReturnType<typeof onDemandModule<typeof dialogModule>>;
  wanted: boolean;
  onFailure: () => void;
}) {
  const module = useOnDemandModule(source, wanted, onFailure);
  return module ? <module.Dialog /> : <p>nada</p>;
}

describe('useOnDemandModule', () => {
  it('renders nothing until wanted, then the module as soon as it arrives', async () => {
    let resolve!: (value: typeof dialogModule) => void;
    const source = onDemandModule(() => new Promise<typeof dialogModule>((r) => (resolve = r)));
    const onFailure = vi.fn();
    const { rerender } = render(<Host source={source} wanted={false} onFailure={onFailure} />);
    expect(screen.getByText('nada')).toBeTruthy();
    rerender(<Host source={source} wanted onFailure={onFailure} />);
    expect(screen.getByText('nada')).toBeTruthy();
    await act(async () => resolve(dialogModule));
    expect(screen.getByText('o diálogo')).toBeTruthy();
    expect(onFailure).not.toHaveBeenCalled();
  });

  it('renders an already loaded module in the first render that wants it', async () => {
    const source = onDemandModule(async () => dialogModule);
    await source.load();
    render(<Host source={source} wanted={false} onFailure={() => {}} />);
    expect(screen.getByText('o diálogo')).toBeTruthy();
  });

  it('calls onFailure when the import fails', async () => {
    const source = onDemandModule(() => Promise.reject(new Error('offline')));
    const onFailure = vi.fn();
    await act(async () => {
      render(<Host source={source} wanted onFailure={onFailure} />);
    });
    expect(onFailure).toHaveBeenCalledTimes(1);
    expect(screen.getByText('nada')).toBeTruthy();
  });
});
