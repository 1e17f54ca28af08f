import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRIGGER_TAGS } from '../../../shared/domain/triggers';
import { tagPickerTexts, triggerTexts } from '../../../shared/texts/trigger.texts';
import { TagPicker } from '../../../web/components/ui/tag-picker';

afterEach(cleanup);

/** The picker as a form holds it, reporting every change. */
function Harness({
  initial = [],
  collapsible = false,
  onChange = () => {},
}: {
  initial?: string[];
  collapsible?: boolean;
  onChange?: (tags: string[]) => void;
}) {
  const [tags, setTags] = useState<string[]>(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <TagPicker
        value={tags}
        collapsible={collapsible}
        onValueChange={(next) => {
          setTags(next);
          onChange(next);
        }}
      />
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </form>
  );
}

const current = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];
const chip = (name: string) => screen.getByRole('button', { name });
const openOwnField = () => fireEvent.click(screen.getByRole('button', { name: tagPickerTexts.addOwn }));
const ownField = () => screen.getByLabelText(tagPickerTexts.ownLabel) as HTMLInputElement;
const type = (text: string) => fireEvent.change(ownField(), { target: { value: text } });
const press = (key: string) => fireEvent.keyDown(ownField(), { key });

describe('TagPicker', { timeout: 15_000 }, () => {
  it('shows every catalogue tag as a toggle and keeps catalogue order', () => {
    render(<Harness />);
    for (const { label } of TRIGGER_TAGS) expect(chip(label).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip('Tédio'));
    fireEvent.click(chip('Dia de jogo de futebol'));
    expect(chip('Tédio').getAttribute('aria-pressed')).toBe('true');
    expect(current()).toEqual(['futebol', 'tedio']);
    fireEvent.click(chip('Tédio'));
    expect(chip('Tédio').getAttribute('aria-pressed')).toBe('false');
    expect(current()).toEqual(['futebol']);
  });

  it('chips are buttons that never submit the form', () => {
    const submit = vi.fn((event: Event) => event.preventDefault());
    render(<Harness />);
    screen.getByTestId('tags').closest('form')!.addEventListener('submit', submit);
    for (const button of screen.getAllByRole('button')) expect(button.getAttribute('type')).toBe('button');
    fireEvent.click(chip('Solidão'));
    expect(submit).not.toHaveBeenCalled();
  });

  it('adds the member’s own tag with Enter, without submitting, and removes it', () => {
    const submit = vi.fn();
    render(<Harness />);
    screen.getByTestId('tags').closest('form')!.addEventListener('submit', submit);
    openOwnField();
    expect(document.activeElement).toBe(ownField());
    type('  Conversa   com o chefe ');
    press('Enter');
    expect(submit).not.toHaveBeenCalled();
    expect(current()).toEqual(['Conversa com o chefe']);
    expect(ownField().value).toBe('');
    // Another one with the button; a repeat in other case changes nothing.
    type('Chuva');
    fireEvent.click(screen.getByRole('button', { name: tagPickerTexts.add }));
    type('conversa com o CHEFE');
    press('Enter');
    expect(current()).toEqual(['Conversa com o chefe', 'Chuva']);
    fireEvent.click(chip(tagPickerTexts.remove('Conversa com o chefe')));
    expect(current()).toEqual(['Chuva']);
  });

  it('a catalogue label typed by hand marks its chip', () => {
    render(<Harness />);
    openOwnField();
    type('tédio');
    press('Enter');
    expect(current()).toEqual(['tedio']);
    expect(chip('Tédio').getAttribute('aria-pressed')).toBe('true');
  });

  it('refuses a tag over 30 characters with the pt-BR text, and clears it on typing', () => {
    render(<Harness />);
    openOwnField();
    type('x'.repeat(31));
    press('Enter');
    expect(screen.getByRole('alert').textContent).toBe(triggerTexts.tagTooLong);
    expect(ownField().getAttribute('aria-invalid')).toBe('true');
    expect(current()).toEqual([]);
    type('x'.repeat(30));
    expect(screen.queryByRole('alert')).toBeNull();
    press('Enter');
    expect(current()).toEqual(['x'.repeat(30)]);
  });

  it('refuses control characters', () => {
    render(<Harness />);
    openOwnField();
    type('bar\u0007');
    press('Enter');
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(current()).toEqual([]);
  });

  it('takes at most 5 of the member’s own, then says so', () => {
    render(<Harness initial={['Um', 'Dois', 'Três', 'Quatro']} />);
    openOwnField();
    type('Cinco');
    press('Enter');
    expect(current()).toHaveLength(5);
    // The field closes at the limit; "+ Outro" stays, disabled, with the reason.
    expect(screen.queryByLabelText(tagPickerTexts.ownLabel)).toBeNull();
    const add = screen.getByRole('button', { name: tagPickerTexts.addOwn }) as HTMLButtonElement;
    expect(add.disabled).toBe(true);
    expect(screen.getByText(triggerTexts.tooManyTags)).toBeTruthy();
    // Catalogue tags are still free to choose.
    fireEvent.click(chip('Estresse'));
    expect(current()).toEqual(['estresse', 'Um', 'Dois', 'Três', 'Quatro', 'Cinco']);
  });

  it('Escape closes the field, an empty Enter too, and focus goes back to "+ Outro"', async () => {
    render(<Harness />);
    openOwnField();
    type('meio escrito');
    press('Escape');
    expect(screen.queryByLabelText(tagPickerTexts.ownLabel)).toBeNull();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: tagPickerTexts.addOwn }));
    openOwnField();
    press('Enter');
    expect(screen.queryByLabelText(tagPickerTexts.ownLabel)).toBeNull();
    expect(current()).toEqual([]);
  });

  it('collapsible: closed at first, opens with aria-expanded, and counts what is chosen', () => {
    render(<Harness collapsible initial={['tedio']} />);
    const toggle = screen.getByRole('button', { name: new RegExp(tagPickerTexts.label) });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('button', { name: 'Tédio' })).toBeNull();
    expect(toggle.textContent).toContain(tagPickerTexts.chosen(1));
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(chip('Tédio').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: tagPickerTexts.label })).toBeTruthy();
  });
});
