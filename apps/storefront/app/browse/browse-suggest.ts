/** The search box and its suggestions are the kit's (`SearchBox`); its list rules, for the tests that check them here. */
export { nextActiveIndex, SUGGEST_DEBOUNCE_MS, SUGGEST_TEXT_MAX, suggestText } from '@vitrine/ui';
