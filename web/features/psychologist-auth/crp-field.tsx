import { TextField, type TextFieldProps } from '../../components/ui/text-field';

type Binding = Pick<TextFieldProps, 'name' | 'value' | 'onValueChange' | 'error'>;

/** The CRP as people write it; the shared schema accepts 'CRP 06/12345', '6-12345'… and stores '06/12345'. */
export const CrpField = (binding: Binding) => (
  <TextField
    label="CRP"
    autoComplete="off"
    autoCapitalize="characters"
    spellCheck={false}
    placeholder="06/12345"
    hint="Região do conselho (01 a 24) e o número de inscrição, como na sua carteira profissional. Vamos conferir no cadastro do CFP antes de liberar convites."
    {...binding}
  />
);
