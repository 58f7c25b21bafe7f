// The storefront's browser entry: React Router's default, once the page's message catalogue is here
// (the server rendered the page with it; hydrating without it would replace every text with its key).
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { loadMessages } from '@vitrine/i18n';

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The root's preload of the catalogue of the page's language (<html lang>).
const link = document.querySelector<HTMLLinkElement>('link[as="fetch"]');
const locale = document.documentElement.lang;
if (link && locale) {
  // Without its messages the page stays as the server drew it: every form and link works without scripts.
  loadMessages(locale, link.href).then(hydrate, (error: unknown) => console.error(error));
} else {
  hydrate();
}
