/** Message catalogues offered (spec 2); `sp-ES` is an alternative name of the Spanish catalogue. */
export type Locale =
  | 'da-DK'
  | 'de-DE'
  | 'en-US'
  | 'es-ES'
  | 'fi-FI'
  | 'fr-FR'
  | 'he-IL'
  | 'it-IT'
  | 'ja-JP'
  | 'ko-KR'
  | 'nl-NL'
  | 'no-NO'
  | 'pt-PT'
  | 'ru-RU'
  | 'sv-SE'
  | 'zh-CN'
  | 'sp-ES';

/** Writing direction of a locale's text. */
export type TextDirection = 'ltr' | 'rtl';

/** One entry of a language selector. */
export interface LocaleOption {
  locale: Locale;
  /** The language's own name (`Deutsch`, `עברית`), so every shopper can find theirs. */
  label: string;
  dir: TextDirection;
}

/** Attributes of the locale cookie (spec 9: name `locale`). */
export interface LocaleCookieOptions {
  /** Seconds; a year when not given. */
  maxAge?: number;
  path?: string;
  /** Set on HTTPS storefronts. */
  isSecure?: boolean;
}
