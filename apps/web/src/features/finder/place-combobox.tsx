import type { Place } from '@motus/contract';
import { type KeyboardEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { cx } from '../../ui/class-names.ts';
import { PinIcon } from '../../ui/icons.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { usePlaceSuggestions } from './api/use-place-suggestions.ts';
import styles from './place-combobox.module.css';
import { placeLabel } from './place-label.ts';
import { useDebouncedValue } from './use-debounced-value.ts';

const TYPING_PAUSE_MS = 200;

interface PlaceComboboxProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onPick: (place: Place) => void;
  placeholder?: string;
  adornment?: ReactNode;
}

/**
 * A text field that suggests places while typing (ARIA combobox with a list box): Arrow keys move through the
 * suggestions, Enter picks the highlighted one (else submits the form), Escape closes the list, then clears the text.
 */
export function PlaceCombobox({ label, value, onChange, onPick, placeholder, adornment }: PlaceComboboxProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = usePlaceSuggestions(useDebouncedValue(value, TYPING_PAUSE_MS));
  const places = open && value.trim() ? (suggestions.data ?? []) : [];
  const expanded = places.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  const pick = (place: Place) => {
    setOpen(false);
    setActive(-1);
    onPick(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      if (!expanded) return;
      const count = places.length;
      const down = event.key === 'ArrowDown';
      setActive((current) => (down ? (current + 1) % count : current <= 0 ? count - 1 : current - 1));
    } else if (event.key === 'Enter' && expanded && places[active]) {
      event.preventDefault();
      pick(places[active]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      if (expanded) setOpen(false);
      else onChange('');
      setActive(-1);
    }
  };

  return (
    <div className={styles.combobox}>
      <TextField
        label={label}
        value={value}
        placeholder={placeholder}
        adornment={adornment}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <div
        id={listId}
        role="listbox"
        aria-label={t('finder.search.suggestions')}
        className={styles.list}
        hidden={!expanded}
      >
        {places.map((place, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles the keys (aria-activedescendant)
          <div
            key={place.id}
            id={optionId(index)}
            role="option"
            tabIndex={-1}
            aria-selected={index === active}
            className={cx(styles.option, index === active && styles.active)}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
          >
            <PinIcon />
            <span>{placeLabel(place, locale)}</span>
          </div>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite">
        {expanded ? t('finder.search.suggestionCount', { count: places.length }) : ''}
      </p>
    </div>
  );
}
