import { act } from '@testing-library/react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { AuthScreen } from '../../../web/components/auth-screen';

const screen = (
  <AuthScreen title="Entrar" intro="Que bom ver você de novo. Continue sua jornada.">
    <form>
      <input aria-label="Email" name="email" />
      <button type="submit">Entrar</button>
    </form>
  </AuthScreen>
);

let container: HTMLElement;
afterEach(() => container?.remove());

const fields = () => container.querySelector('fieldset') as HTMLFieldSetElement;

describe('AuthScreen on a prerendered page', () => {
  it('is drawn disabled by the build, so nothing can be sent before the app runs', () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(screen);
    expect(fields().disabled).toBe(true);
  });

  it('is enabled once React has taken over the markup, without a hydration error', async () => {
    container = document.createElement('div');
    container.innerHTML = renderToString(screen);
    document.body.append(container);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, screen, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(fields().disabled).toBe(false);
  });

  it('is enabled at once when the app draws the page itself', async () => {
    container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(screen));
    expect(fields().disabled).toBe(false);
  });
});
