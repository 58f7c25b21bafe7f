import { useCallback, useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useStoreClient, type Suggestions } from '@vitrine/headless';
import { imageUrl } from '../image/image';
import { useNavigate } from '../Link/Link';
import type { SearchBoxLabels } from './labels';
import { nextActiveIndex, SUGGEST_DEBOUNCE_MS, SUGGEST_PATH, suggestText } from './searchSuggest';
import * as styles from './SearchBox.css';

type Suggestion = Suggestions['suggestions'][number];

/**
 * The suggestions under a {@link SearchBox} (its own chunk, loaded on first
 * focus). It turns the box into a combobox: typing asks the store API after
 * a short pause (only the newest text's answer shows), arrow keys move
 * through the list, Enter opens the chosen suggestion (or lets the form search
 * the typed text), Escape and leaving the box close the list.
 */
export default function SearchSuggestions({
  input,
  labels,
}: {
  input: RefObject<HTMLInputElement | null>;
  labels: SearchBoxLabels;
}) {
  const client = useStoreClient();
  const navigate = useNavigate();
  const listId = useId();
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [query, setQuery] = useState('');
  const [isOpen, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const latestRequest = useRef(0);
  const state = useRef({ suggestions, active, isOpen, query });
  state.current = { suggestions, active, isOpen, query };

  const close = useCallback(() => {
    setOpen(false);
    setActive(-1);
  }, []);

  const ask = useCallback(
    async (text: string) => {
      const request = ++latestRequest.current;
      if (!text) {
        setSuggestions([]);
        setQuery('');
        close();
        return;
      }
      try {
        const answer = await client.request<Suggestions>('GET', SUGGEST_PATH, { query: { q: text } });
        // Answers can arrive out of order; only the newest text's answer is shown.
        if (request !== latestRequest.current) return;
        setSuggestions(answer.suggestions);
        setQuery(text);
        setActive(-1);
        // An answer that comes after the shopper left the box (or searched) is kept for the next focus, not shown.
        setOpen(document.activeElement === input.current);
      } catch {
        // Suggestions are a convenience: when they fail, the box still searches on Enter.
        if (request === latestRequest.current) close();
      }
    },
    [client, close, input],
  );

  const go = useCallback(
    (suggestion: Suggestion) => {
      close();
      input.current?.blur();
      navigate(suggestion.url);
    },
    [close, input, navigate],
  );

  // The box is the combobox; the list is ours.
  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('role', 'combobox');
    box.setAttribute('aria-autocomplete', 'list');
    box.setAttribute('aria-controls', listId);
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Forgets the text still waiting to be asked about and any answer on its way: the shopper has moved on. */
    const cancel = () => {
      clearTimeout(timer);
      latestRequest.current += 1;
      close();
    };
    const onInput = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void ask(suggestText(box.value)), SUGGEST_DEBOUNCE_MS);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const { suggestions: list, active: current, isOpen: open } = state.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!open || list.length === 0) return;
        event.preventDefault();
        setActive(nextActiveIndex(current, event.key, list.length));
      } else if (event.key === 'Escape') {
        if (open) {
          event.preventDefault();
          close();
        }
      } else if (event.key === 'Enter') {
        const chosen = open ? list[current] : undefined;
        if (chosen) {
          event.preventDefault();
          go(chosen);
        } else cancel();
      }
    };
    const onFocus = () => {
      const text = suggestText(box.value);
      if (!text) return;
      // Text whose answer was dropped when the shopper left is asked for again.
      if (text !== state.current.query) void ask(text);
      else if (state.current.suggestions.length > 0) setOpen(true);
    };
    // A click on a suggestion keeps focus (mousedown is prevented there), so leaving the box closes the list.
    const onBlur = () => cancel();
    box.addEventListener('input', onInput);
    box.addEventListener('keydown', onKeyDown);
    box.addEventListener('focus', onFocus);
    box.addEventListener('blur', onBlur);
    // Text typed before this module arrived is asked for at once.
    if (suggestText(box.value)) void ask(suggestText(box.value));
    return () => {
      clearTimeout(timer);
      box.removeEventListener('input', onInput);
      box.removeEventListener('keydown', onKeyDown);
      box.removeEventListener('focus', onFocus);
      box.removeEventListener('blur', onBlur);
    };
  }, [ask, close, go, input, listId]);

  useEffect(() => {
    const box = input.current;
    if (!box) return;
    box.setAttribute('aria-expanded', String(isOpen));
    if (isOpen && active >= 0) box.setAttribute('aria-activedescendant', `${listId}-${active}`);
    else box.removeAttribute('aria-activedescendant');
  }, [active, input, isOpen, listId]);

  const isShown = isOpen && query !== '';
  return (
    <>
      <p className={styles.status} role="status" aria-live="polite">
        {isShown ? labels.suggestionCount(suggestions.length) : ''}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={labels.suggestions}
        className={styles.list}
        hidden={!isShown || suggestions.length === 0}
        data-testid="search-suggestions"
        data-query={query}
      >
        {suggestions.map((suggestion, index) => (
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the combobox's input takes the keys (arrows, Enter) for its options
          <li
            key={`${suggestion.kind}-${suggestion.url}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            data-kind={suggestion.kind}
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(index)}
            onClick={() => go(suggestion)}
          >
            {suggestion.image ? (
              <img src={imageUrl(suggestion.image.url, 100)} width={40} height={40} alt="" className={styles.thumb} />
            ) : (
              <span className={styles.thumb} aria-hidden="true" />
            )}
            <span className={styles.text}>
              {suggestion.kind === 'query' ? labels.suggestionQuery(suggestion.text) : suggestion.text}
            </span>
            {suggestion.kind !== 'query' ? <span className={styles.kind}>{labels[suggestion.kind]}</span> : null}
          </li>
        ))}
      </ul>
    </>
  );
}
