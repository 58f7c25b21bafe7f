import { messagesResponse } from './messages.server';
import type { Route } from './+types/i18n.messages';

/** GET /i18n/messages/<locale>.<version>.json: a locale's message catalogue (see `messagesResponse`). */
export function loader({ params }: Route.LoaderArgs) {
  return messagesResponse(params.file);
}
