import { act, cleanup, renderHook } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginSchema } from '../../../shared/schemas/auth.schema';
import { NetworkError } from '../../../web/lib/api-client';
import { useOnDemandForm } from '../../../web/lib/use-on-demand-form';

afterEach(cleanup);

/** A real form with the fields' names, as the check focuses the first field in error. */
function submitEvent(): FormEvent<HTMLFormElement> {
  const form = document.createElement('form');
  for (const name of ['email', 'password']) {
    const input = document.createElement('input');
    input.name = name;
    form.append(input);
  }
  document.body.append(form);
  return { currentTarget: form } as unknown as FormEvent<HTMLFormElement>;
}

describe('useOnDemandForm (the public forms: schema imported when first needed)', () => {
  it('imports nothing until a field is edited, then imports the schema once', async () => {
    const load = vi.fn(async () => loginSchema);
    const { result } = renderHook(() => useOnDemandForm(load, { email: '', password: '' }));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.setField('email', 'a'));
    act(() => result.current.setField('email', 'ab'));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a submit before any edit waits for the schema, then shows the spec texts and focuses the first field', async () => {
    const load = vi.fn(async () => loginSchema);
    const { result } = renderHook(() => useOnDemandForm(load, { email: '', password: '' }));
    const event = submitEvent();
    let parsed: unknown = 'not yet';
    await act(async () => {
      parsed = await result.current.check(event);
    });
    expect(parsed).toBeNull();
    // Quoted from the spec (§5), not from the code's constants.
    expect(result.current.errors.email).toBe('Email é obrigatório');
    expect(document.activeElement?.getAttribute('name')).toBe('email');
  });

  it('valid values resolve to the parsed payload (the e-mail trimmed and lower-cased)', async () => {
    const { result } = renderHook(() =>
      useOnDemandForm(async () => loginSchema, { email: ' Ana@Exemplo.com ', password: 'segredo#1' }),
    );
    let parsed: unknown;
    await act(async () => {
      parsed = await result.current.check(submitEvent());
    });
    expect(parsed).toEqual({ email: 'ana@exemplo.com', password: 'segredo#1' });
  });

  it('a failed import (offline, not installed) is a connection failure, tried again on the next submit', async () => {
    const load = vi
      .fn<() => Promise<typeof loginSchema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(loginSchema);
    const { result } = renderHook(() => useOnDemandForm(load, { email: '', password: '' }));
    await act(async () => {
      await expect(result.current.check(submitEvent())).rejects.toBeInstanceOf(NetworkError);
    });
    let parsed: unknown = 'not yet';
    await act(async () => {
      parsed = await result.current.check(submitEvent());
    });
    expect(parsed).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
