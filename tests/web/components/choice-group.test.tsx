import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ChoiceGroup } from '../../../web/components/ui/choice-group';

afterEach(cleanup);

const options = [
  { value: 'sim', label: 'Sim' },
  { value: 'nao', label: 'Não' },
];

describe('ChoiceGroup', () => {
  it('shows its hint and its error, described by both, and no stray text', () => {
    const { container } = render(
      <ChoiceGroup
        name="pergunta"
        legend="Você apostou hoje?"
        options={options}
        value=""
        onValueChange={() => undefined}
        hint="Responda com sinceridade."
        error="Escolha uma resposta."
        look="answers"
      />,
    );
    expect(screen.getByText('Responda com sinceridade.')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('Escolha uma resposta.');
    expect(container.textContent).not.toMatch(/&&|\)\s*$/);
    const describedBy = screen.getAllByRole('radio')[0]!.getAttribute('aria-describedby') ?? '';
    expect(describedBy.split(' ')).toHaveLength(2);
  });

  it('without a hint or an error shows only its legend and answers', () => {
    const { container } = render(
      <ChoiceGroup
        name="p"
        legend="Pergunta"
        options={options}
        value="sim"
        onValueChange={() => undefined}
        look="answers"
      />,
    );
    expect(container.textContent).toBe('PerguntaSimNão');
  });
});
