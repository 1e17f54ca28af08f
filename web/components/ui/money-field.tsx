import { TextField, type TextFieldProps } from './text-field';
import './choice-group.css';

type MoneyFieldProps = Pick<
  TextFieldProps,
  'label' | 'name' | 'value' | 'onValueChange' | 'error' | 'hint' | 'placeholder'
>;

/**
 * An amount in reais as people type it in Brazil ('150', '150,50', '1.234,56'); the decimal
 * keyboard on phones, 'R$' drawn before the number.
 */
export function MoneyField(props: MoneyFieldProps) {
  return (
    <div className="money-field">
      <TextField inputMode="decimal" autoComplete="off" placeholder="Ex: 150,00" {...props} />
    </div>
  );
}
