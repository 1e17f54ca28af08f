import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DatePickerField } from '../../../web/components/ui/date-picker-field';

const TODAY = '2026-11-27';

function Field({
  initial = '',
  onChange = () => {},
}: {
  initial?: string;
  onChange?: (day: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="Quando aconteceu a recaída?"
      placeholder="Selecione uma data"
      name="date"
      value={value}
      min="2000-01-01"
      max={TODAY}
      today={TODAY}
      onValueChange={(day) => {
        setValue(day);
        onChange(day);
      }}
    />
  );
}

const trigger = () => screen.getByRole('button', { name: /Quando aconteceu a recaída\?/ });
const calendar = () => screen.queryByRole('group', { name: 'Calendário' });
const day = (name: string) => screen.getByRole('button', { name: new RegExp(`^(Selecionado\\. )?${name}$`) });
const monthTable = () => screen.getByRole('table');
const key = (k: string, init: Partial<KeyboardEventInit> = {}) =>
  act(() => {
    fireEvent.keyDown(document.activeElement!, { key: k, ...init });
  });

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('DatePickerField', () => {
  it('shows the placeholder, then opens the month of the latest allowed day, focused', () => {
    render(<Field />);
    expect(trigger().textContent).toContain('Selecione uma data');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(trigger());
    expect(calendar()).toBeTruthy();
    expect(trigger().getAttribute('aria-label')).toBe(
      'Quando aconteceu a recaída? Selecione uma data. Fechar calendário',
    );
    expect(monthTable().getAttribute('aria-label')).toBe('Novembro de 2026');
    expect(document.activeElement).toBe(day('sexta-feira, 27 de novembro de 2026'));
    expect(day('sexta-feira, 27 de novembro de 2026').getAttribute('aria-current')).toBe('date');
    // Weeks from Sunday: November 2026 starts on a Sunday.
    const heads = [...monthTable().querySelectorAll('th')].map((th) => th.textContent);
    expect(heads).toEqual(['D', 'S', 'T', 'Q', 'Q', 'S', 'S']);
    expect(monthTable().querySelector('tbody tr td button')?.textContent).toBe('1');
  });

  it('disables the days after the latest allowed one and the next month', () => {
    render(<Field />);
    fireEvent.click(trigger());
    expect((day('sábado, 28 de novembro de 2026') as HTMLButtonElement).disabled).toBe(true);
    expect((day('quinta-feira, 26 de novembro de 2026') as HTMLButtonElement).disabled).toBe(false);
    expect((screen.getByRole('button', { name: 'Próximo mês' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('chooses a day: the value, dd/MM/yyyy on the button, the calendar closed, focus back', () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    fireEvent.click(trigger());
    fireEvent.click(day('quinta-feira, 26 de novembro de 2026'));
    expect(onChange).toHaveBeenCalledWith('2026-11-26');
    expect(calendar()).toBeNull();
    expect(trigger().textContent).toContain('26/11/2026');
    expect(document.activeElement).toBe(trigger());
    // Opened again, it shows the chosen day, marked.
    fireEvent.click(trigger());
    expect(document.activeElement).toBe(day('Selecionado. quinta-feira, 26 de novembro de 2026'));
  });

  it('goes back a month, and to any month and year since the earliest', () => {
    render(<Field initial="2026-11-10" />);
    fireEvent.click(trigger());
    fireEvent.click(screen.getByRole('button', { name: 'Mês anterior' }));
    expect(monthTable().getAttribute('aria-label')).toBe('Outubro de 2026');
    fireEvent.change(screen.getByRole('combobox', { name: 'Ano' }), { target: { value: '2000' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Mês' }), { target: { value: '1' } });
    expect(monthTable().getAttribute('aria-label')).toBe('Janeiro de 2000');
    expect((screen.getByRole('button', { name: 'Mês anterior' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(day('segunda-feira, 10 de janeiro de 2000'));
    expect(trigger().textContent).toContain('10/01/2000');
  });

  it('a year whose month is past the latest allowed shows the latest allowed month', () => {
    render(<Field initial="2025-12-05" />);
    fireEvent.click(trigger());
    fireEvent.change(screen.getByRole('combobox', { name: 'Ano' }), { target: { value: '2026' } });
    expect(monthTable().getAttribute('aria-label')).toBe('Novembro de 2026');
  });

  it('moves by keyboard: arrows by a day and a week, Page Up by a month, never past the range', () => {
    render(<Field initial="2026-11-10" />);
    fireEvent.click(trigger());
    expect(document.activeElement).toBe(day('Selecionado. terça-feira, 10 de novembro de 2026'));
    key('ArrowLeft');
    expect(document.activeElement).toBe(day('segunda-feira, 9 de novembro de 2026'));
    key('ArrowUp');
    expect(document.activeElement).toBe(day('segunda-feira, 2 de novembro de 2026'));
    key('Home');
    expect(document.activeElement).toBe(day('domingo, 1 de novembro de 2026'));
    key('ArrowLeft');
    expect(monthTable().getAttribute('aria-label')).toBe('Outubro de 2026');
    expect(document.activeElement).toBe(day('sábado, 31 de outubro de 2026'));
    key('PageUp');
    expect(document.activeElement).toBe(day('quarta-feira, 30 de setembro de 2026'));
    key('PageDown', { shiftKey: true });
    // A year on is past the latest allowed day: the focus stops there.
    expect(document.activeElement).toBe(day('sexta-feira, 27 de novembro de 2026'));
    fireEvent.click(document.activeElement!);
    expect(trigger().textContent).toContain('27/11/2026');
  });

  it('Escape closes the calendar and gives the focus back to its button', () => {
    render(<Field />);
    fireEvent.click(trigger());
    key('Escape');
    expect(calendar()).toBeNull();
    expect(document.activeElement).toBe(trigger());
  });

  it('tells what it is marked with when the value is invalid', () => {
    render(
      <DatePickerField
        label="Quando aconteceu a recaída?"
        placeholder="Selecione uma data"
        name="date"
        value=""
        min="2000-01-01"
        max={TODAY}
        onValueChange={() => {}}
        error="Selecione a data da recaída"
      />,
    );
    expect(trigger().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('alert').textContent).toBe('Selecione a data da recaída');
  });
});
