import { CheckboxField } from '../../components/ui/checkbox-field';
import { TermsLabel } from './terms-label';

/** The sign-up forms' terms checkbox (spec §5), linking to /termos. */
export function TermsField(props: {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
  error?: string;
}) {
  return (
    <CheckboxField name="acceptedTerms" {...props}>
      <TermsLabel />
    </CheckboxField>
  );
}
