import { TextField } from './ui/text-field';

interface AmountFieldProps {
  name: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string;
}

/**
 * 'Quanto foi gasto? (R$)': reais, min 0, step 0.01. A text input with the decimal keypad, so a
 * pt-BR comma ('150,50') works in every browser; the form schema enforces min and step.
 */
export function AmountField(props: AmountFieldProps) {
  return (
    <TextField
      label="Quanto foi gasto? (R$)"
      type="text"
      inputMode="decimal"
      autoComplete="off"
      placeholder="Ex: 150.00"
      hint="Pode usar vírgula ou ponto para os centavos. Zero também vale."
      {...props}
    />
  );
}
