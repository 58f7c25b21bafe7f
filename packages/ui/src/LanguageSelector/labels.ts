/** Texts of the language selector; override any of them to translate. */
export interface LanguageSelectorLabels {
  /** Accessible name of the button, with the current language's own name. */
  trigger: (current: string) => string;
  listTitle: string;
}

export const DEFAULT_LANGUAGE_SELECTOR_LABELS: LanguageSelectorLabels = {
  trigger: (current) => `Language: ${current}`,
  listTitle: 'Language',
};
