import { usePlaceSuggestions } from '@vitrine/headless';
import type { PlaceSuggestion } from '@vitrine/headless/contract';
import { useId, useState, type KeyboardEvent } from 'react';
import { TextField, type TextFieldProps } from '../Field/TextField';
import * as styles from './PlaceField.css';

/** Props of {@link PlaceField}: a text field's, the address's country, and what a chosen place fills in. */
export type PlaceFieldProps = Omit<TextFieldProps, 'role' | 'onKeyDown' | 'onChange'> & {
  /** ISO2 code of the address's country: only its places are offered. */
  country: string;
  /** Names the list of places for screen readers. */
  listLabel: string;
  /** The shopper chose a place: the form fills its city, state and postcode. */
  onChoose: (place: PlaceSuggestion) => void;
};

/**
 * The address's city field with auto-complete (spec 5/7: place
 * auto-complete): from 4 typed characters it offers the matching places of
 * the country in a list under the field (the ARIA combobox pattern). Arrow
 * keys move through the list, Enter chooses, Escape closes it; a click or tap
 * chooses too. Without scripts, or when nothing matches, it is the plain
 * named input it always was: what is typed is what is posted.
 *
 * @example
 * <PlaceField name="shipping_address.city" label="City" country="CA" listLabel="Matching places"
 *   onChoose={(place) => fillAddress(place)} />
 */
export function PlaceField({ country, listLabel, onChoose, ...field }: PlaceFieldProps) {
  const listId = useId();
  const [typed, setTyped] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const { places } = usePlaceSuggestions(typed, country);
  const isShown = isOpen && places.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (place: PlaceSuggestion, input: HTMLInputElement | null) => {
    if (input) input.value = place.city;
    setOpen(false);
    setActive(-1);
    onChoose(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (places.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + places.length) % places.length);
    } else if (event.key === 'Enter' && isShown && active >= 0) {
      // Choosing a place must not post the form.
      event.preventDefault();
      choose(places[active]!, event.currentTarget);
    } else if (event.key === 'Escape' && isShown) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className={styles.place}>
      <TextField
        {...field}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={isShown}
        aria-controls={isShown ? listId : undefined}
        aria-activedescendant={isShown && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setTyped(event.currentTarget.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      {isShown ? (
        <ul id={listId} role="listbox" aria-label={listLabel} className={styles.list} data-testid="place-suggestions">
          {places.map((place, index) => (
            <li
              key={`${place.city}|${place.postcode}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Chosen on press, before the field loses focus and the list closes.
              onMouseDown={(event) => {
                event.preventDefault();
                const input = event.currentTarget.closest(`.${styles.place}`)?.querySelector('input') ?? null;
                choose(place, input);
              }}
            >
              {place.description}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
