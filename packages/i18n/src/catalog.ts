import type enUS from './catalogs/en-US';
import type enUSUi from './catalogs/en-US.ui';
import type { AreaMessageKey } from './catalogs/areas';
import type { Message } from './messageFormat';

/** Keys of the store texts (pages, header, footer, validation, errors, checkout failures). */
export type StoreMessageKey = keyof typeof enUS;
/** Keys of the @vitrine/ui component labels. */
export type UiMessageKey = keyof typeof enUSUi;
/** Every message key; en-US is the source. */
export type MessageKey = StoreMessageKey | UiMessageKey | AreaMessageKey;

/** One locale's store texts: every key of en-US, as ICU messages. */
export type StoreCatalog = Record<StoreMessageKey, string>;
/** One locale's component labels: every key of en-US, as ICU messages. */
export type UiCatalog = Record<UiMessageKey, string>;
/** One locale's whole catalogue as written: every message's ICU source text. */
export type MessageSources = Record<MessageKey, string>;
/**
 * One locale's whole catalogue as pages read it: each message its ICU source
 * text or its parsed form. `catalogFor` gives (and the browser receives) the
 * parsed forms.
 */
export type Messages = Record<MessageKey, Message>;
