import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { BudgetCalculator } from '../../../web/features/learn/widgets/budget-calculator';
import { monthsText } from '../../../web/features/learn/widgets/budget-calculator-results';

afterEach(cleanup);

const type = (label: string | RegExp, value: string, nth = 0) => {
  const input = screen.getAllByLabelText(label)[nth] as HTMLInputElement;
  fireEvent.change(input, { target: { value } });
  return input;
};
const results = () => document.querySelector('.budget-results') as HTMLElement;

describe('<BudgetCalculator>', () => {
  it('prerenders with its fields and says nothing leaves the device', () => {
    const html = renderToString(<BudgetCalculator />);
    expect(html).toContain('Renda do mês (R$)');
    expect(html).toContain('Quanto as apostas custavam por mês (R$)');
    expect(html).toContain('Nada do que você digita é enviado nem');
  });

  it('shows what the betting money becomes over 1, 6 and 12 months as it is typed', () => {
    render(<BudgetCalculator />);
    expect(screen.getByText(/Preencha quanto as apostas custavam/)).toBeTruthy();
    type('Quanto as apostas custavam por mês (R$)', '333,33');
    const kept = within(results())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(kept).toEqual(['Em 1 mêsR$ 333,33', 'Em 6 mesesR$ 1.999,98', 'Em 12 meses (1 ano)R$ 3.999,96']);
  });

  it('works out the month and a first debt plan, the most expensive debt first', () => {
    render(<BudgetCalculator />);
    type('Renda do mês (R$)', '3.000');
    type('Custos fixos do mês (R$)', '2.000,00');
    type('Quanto as apostas custavam por mês (R$)', '200');
    type('Nome (opcional)', 'Empréstimo da tia');
    type('Quanto falta pagar (R$)', '500');
    type('Pagamento mínimo por mês (R$)', '100');
    fireEvent.click(screen.getByRole('button', { name: /Adicionar dívida/ }));
    expect(document.activeElement).toBe(screen.getAllByLabelText('Nome (opcional)')[1]);
    type('Nome (opcional)', 'Cartão', 1);
    type('Quanto falta pagar (R$)', '1.000', 1);
    type('Juros ao mês (%), se souber', '10', 1);
    type('Pagamento mínimo por mês (R$)', '0', 1);

    expect(within(results()).getByText('Sobra por mês').nextSibling?.textContent).toBe('R$ 900,00');
    const plan = within(results()).getAllByRole('listitem').slice(3);
    expect(plan.map((li) => li.querySelector('strong')?.textContent)).toEqual([
      'Cartão',
      'Empréstimo da tia',
    ]);
    // The card gets the R$ 200 that went to betting (the case worked by hand in budget-math.test.ts),
    // and from the sixth month also the aunt's R$ 100, once hers is paid: 7 months instead of 8.
    expect(plan[0]?.textContent).toContain('Quitada em 7 meses');
    expect(plan[1]?.textContent).toContain('Quitada em 5 meses');
    expect(plan[1]?.textContent).toContain('juros não informados');
    // Without the freed money the card's minimum of zero never catches up with its interest.
    expect(screen.getByText(/todas as dívidas acabam em 7 meses/).closest('p')?.textContent).toContain(
      'Sem o dinheiro que ia para as apostas, pelo menos uma passaria de 10 anos.',
    );
  });

  it('says kindly when a debt would outlast ten years, and when the month does not close', () => {
    render(<BudgetCalculator />);
    type('Renda do mês (R$)', '0');
    type('Custos fixos do mês (R$)', '1.500');
    type('Quanto falta pagar (R$)', '2.000');
    type('Juros ao mês (%), se souber', '5');
    type('Pagamento mínimo por mês (R$)', '100');
    expect(within(results()).getByText('Falta por mês').nextSibling?.textContent).toBe('R$ 1.600,00');
    expect(screen.getByText(/o mês não fecha/)).toBeTruthy();
    expect(screen.getByText(/Mais de 10 anos com esses números/)).toBeTruthy();
    expect(screen.getByText(/Isso não diz nada sobre o seu valor/)).toBeTruthy();
  });

  it('explains a value it cannot read, in pt-BR, and keeps what was typed', () => {
    render(<BudgetCalculator />);
    const income = type('Renda do mês (R$)', '1.500,999');
    expect(screen.getByRole('alert').textContent).toBe(
      'Use no máximo 2 casas depois da vírgula, como 1.234,56.',
    );
    expect(income.value).toBe('1.500,999');
    expect(income.getAttribute('aria-invalid')).toBe('true');
    expect(results()).toBeNull();
    expect(screen.getByRole('status').textContent).toMatch(/Confira o campo marcado/);

    type('Juros ao mês (%), se souber', '180');
    expect(screen.getByText(/A taxa aqui é ao mês/)).toBeTruthy();
    type('Quanto falta pagar (R$)', '-20');
    expect(screen.getByText('Escreva o valor sem o sinal de menos.')).toBeTruthy();

    type('Renda do mês (R$)', '1.500,99');
    type('Juros ao mês (%), se souber', '8');
    type('Quanto falta pagar (R$)', '20');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(results()).toBeTruthy();
  });

  it('adds and removes debts, focusing where the person is', () => {
    render(<BudgetCalculator />);
    fireEvent.click(screen.getByRole('button', { name: /Adicionar dívida/ }));
    expect(screen.getAllByLabelText('Quanto falta pagar (R$)')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Remover dívida 1' }));
    expect(screen.getAllByLabelText('Quanto falta pagar (R$)')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Adicionar dívida/ }));
    expect(screen.getByText(/Sem dívidas informadas/)).toBeTruthy();
  });
});

describe('months as words', () => {
  it.each([
    [1, '1 mês'],
    [7, '7 meses'],
    [12, '12 meses (1 ano)'],
    [13, '13 meses (1 ano e 1 mês)'],
    [26, '26 meses (2 anos e 2 meses)'],
    [120, '120 meses (10 anos)'],
  ])('%i is %s', (months, text) => {
    expect(monthsText(months)).toBe(text);
  });
});
