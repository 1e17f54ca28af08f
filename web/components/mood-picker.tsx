import './mood-picker.css';
import { RadioGroup } from '@ark-ui/react/radio-group';
import { memo } from 'react';
import type { Mood } from '../../shared/domain/types';
import { MOOD_FACES } from './mood-faces';

interface MoodPickerProps {
  name: string;
  label: string;
  value: Mood | null;
  onValueChange: (value: Mood | null) => void;
  /** Shown when a mood is chosen: takes the choice back (an optional mood). */
  clearLabel: string;
}

/**
 * An optional mood, 1 to 5, as five faces (Ark UI radio group: a labelled radiogroup, arrow keys
 * move between faces). A chosen mood can be taken back with the clear button.
 */
export const MoodPicker = memo(function MoodPicker({
  name,
  label,
  value,
  onValueChange,
  clearLabel,
}: MoodPickerProps) {
  return (
    <div className="field mood-picker">
      <RadioGroup.Root
        name={name}
        value={value === null ? null : String(value)}
        onValueChange={(details) => onValueChange(details.value ? (Number(details.value) as Mood) : null)}
        className="mood-picker-group"
      >
        <div className="mood-picker-head">
          <RadioGroup.Label className="field-label">{label}</RadioGroup.Label>
          {value !== null && (
            <button type="button" className="mood-picker-clear" onClick={() => onValueChange(null)}>
              {clearLabel}
            </button>
          )}
        </div>
        <div className="mood-picker-options">
          {MOOD_FACES.map((option) => (
            <RadioGroup.Item key={option.value} value={String(option.value)} className="mood-picker-option">
              <span className="mood-picker-icon" aria-hidden="true">
                {option.icon}
              </span>
              <RadioGroup.ItemText className="mood-picker-text">{option.label}</RadioGroup.ItemText>
              <RadioGroup.ItemHiddenInput />
            </RadioGroup.Item>
          ))}
        </div>
      </RadioGroup.Root>
    </div>
  );
});
