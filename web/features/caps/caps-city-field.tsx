import { MapPin } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { CITY_QUERY_MIN_LENGTH, cityKey } from '../../../shared/domain/caps/caps-city-search';
import type { Municipality } from '../../../shared/domain/caps/caps-data';
import { capsTexts as t } from '../../../shared/texts/caps.texts';
import type { CapsFinder } from './caps-finder';

interface CapsCityFieldProps {
  /** Null until the data has loaded (it starts loading when the field is focused). */
  finder: CapsFinder | null;
  disabled: boolean;
  onWantData: () => void;
  onChoose: (city: Municipality) => void;
}

const label = (city: Municipality) => `${city.name} - ${city.uf}`;

/**
 * "Sua cidade": a text field with a list of matching towns (the ARIA 1.2 combobox pattern).
 * Arrow keys move through the list and Enter takes the highlighted town (the first one when none
 * is), Escape closes the list; a tap on a town takes it. The list floats over the page, so
 * opening it moves nothing.
 */
export function CapsCityField({ finder, disabled, onWantData, onChoose }: CapsCityFieldProps) {
  const id = useId();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = cityKey(query).replaceAll(' ', '').length >= CITY_QUERY_MIN_LENGTH;
  const matches = useMemo(() => (finder && typed ? finder.cities.search(query) : []), [finder, query, typed]);
  const expanded = open && matches.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  // The highlighted town stays in sight when the list scrolls (a short screen with the keyboard up).
  useEffect(() => {
    if (expanded && active >= 0)
      document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
  });

  const choose = (city: Municipality) => {
    setQuery(label(city));
    setOpen(false);
    setActive(-1);
    onChoose(city);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!matches.length) return;
      event.preventDefault();
      setOpen(true);
      const last = matches.length - 1;
      const down = event.key === 'ArrowDown';
      // Round the list: past the last town to the first, above the first to the last.
      setActive((current) =>
        down ? (current >= last ? 0 : current + 1) : current <= 0 ? last : current - 1,
      );
    } else if (event.key === 'Enter') {
      const city = matches[active] ?? (open ? matches[0] : undefined);
      if (!city) return;
      event.preventDefault();
      choose(city);
    } else if (event.key === 'Escape') {
      if (expanded) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      } else if (query) {
        event.preventDefault();
        setQuery('');
      }
    }
  };

  return (
    <div className="caps-field">
      <label htmlFor={`${id}-input`} className="caps-field-label">
        {t.cityLabel}
      </label>
      <p id={`${id}-hint`} className="caps-field-hint muted">
        {t.cityHint}
      </p>
      <div className="caps-combobox">
        <MapPin size={18} aria-hidden="true" />
        <input
          id={`${id}-input`}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={`${id}-list`}
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          aria-describedby={`${id}-hint`}
          value={query}
          placeholder={t.cityPlaceholder}
          autoComplete="off"
          autoCapitalize="words"
          spellCheck={false}
          enterKeyHint="search"
          disabled={disabled}
          onFocus={onWantData}
          onChange={(event) => {
            onWantData();
            setQuery(event.target.value);
            setOpen(true);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
          onBlur={() => setOpen(false)}
          onClick={() => setOpen(true)}
        />
        <div
          id={`${id}-list`}
          role="listbox"
          aria-label={t.suggestionsLabel}
          className="caps-options"
          hidden={!expanded}
        >
          {matches.map((city, index) => (
            // The combobox pattern: the focus stays in the field, which the keys act on
            // (aria-activedescendant); an option is only tapped.
            // biome-ignore lint/a11y/useFocusableInteractive: see above
            // biome-ignore lint/a11y/useKeyWithClickEvents: see above
            <div
              key={city.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="caps-option"
              // Keeps the focus in the field, so the tap's click still finds the list open.
              onPointerDown={(event) => event.preventDefault()}
              onClick={() => choose(city)}
            >
              <span className="caps-option-name">
                {city.name} <span className="caps-uf">{city.uf}</span>
              </span>
              <small className="muted">{t.suggestionCaps(city.caps)}</small>
            </div>
          ))}
        </div>
      </div>
      <p className="caps-field-status" aria-live="polite">
        {typed && !finder ? t.dataLoading : typed && open && !matches.length ? t.noCity(query.trim()) : ''}
        <span className="visually-hidden">{expanded ? t.suggestionCount(matches.length) : ''}</span>
      </p>
    </div>
  );
}
