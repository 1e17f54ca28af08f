import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { BRAZIL_STATES, THERAPY_APPROACHES } from '../../../shared/constants';
import { approachTexts } from '../../../shared/texts/sharing.texts';
import { CheckboxField } from '../../components/ui/checkbox-field';
import { SelectField } from '../../components/ui/select-field';
import { TextField } from '../../components/ui/text-field';
import { useSettledText } from '../../lib/use-settled-text';
import type { TherapistFilters } from './therapist-search';

/** Typing settles for this long before the list is asked again. */
export const SEARCH_DEBOUNCE_MS = 350;

const UF_OPTIONS = [
  { value: '', label: 'Todos os estados' },
  ...BRAZIL_STATES.map((uf) => ({ value: uf, label: uf })),
];
const APPROACH_OPTIONS = [
  { value: '', label: 'Todas as abordagens' },
  ...THERAPY_APPROACHES.map((a) => ({ value: a, label: approachTexts[a] })),
];

interface TherapistFiltersFormProps {
  filters: TherapistFilters;
  onChange: (next: TherapistFilters) => void;
}

/** Search box (debounced), state, online only and approach. Remount it (key) to clear it. */
export function TherapistFiltersForm({ filters, onChange }: TherapistFiltersFormProps) {
  const [text, setText] = useState(filters.q ?? '');
  const settled = useSettledText(text.trim(), SEARCH_DEBOUNCE_MS);

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search text triggers
  useEffect(() => {
    if (settled !== (filters.q ?? '')) onChange({ ...filters, q: settled || undefined });
  }, [settled]);

  return (
    <search aria-label="Filtrar psicólogos">
      <form
        className="therapist-filters card"
        onSubmit={(event) => {
          // Enter searches at once instead of waiting for the pause.
          event.preventDefault();
          if (text.trim() !== (filters.q ?? '')) onChange({ ...filters, q: text.trim() || undefined });
        }}
      >
        <TextField
          label="Buscar por nome, cidade ou abordagem"
          name="q"
          type="search"
          enterKeyHint="search"
          placeholder="Ex: Recife, TCC, Ana"
          value={text}
          onValueChange={setText}
          trailing={<Search className="therapist-search-icon" size={18} aria-hidden="true" />}
        />
        <div className="therapist-filter-row">
          <SelectField
            label="Estado (UF)"
            name="uf"
            value={filters.uf ?? ''}
            options={UF_OPTIONS}
            onValueChange={(uf) => onChange({ ...filters, uf: (uf || undefined) as TherapistFilters['uf'] })}
          />
          <SelectField
            label="Abordagem"
            name="approach"
            value={filters.approach ?? ''}
            options={APPROACH_OPTIONS}
            onValueChange={(approach) =>
              onChange({ ...filters, approach: (approach || undefined) as TherapistFilters['approach'] })
            }
          />
        </div>
        <CheckboxField
          name="online"
          checked={filters.online ?? false}
          onCheckedChange={(online) => onChange({ ...filters, online: online || undefined })}
        >
          Atende online
        </CheckboxField>
      </form>
    </search>
  );
}
