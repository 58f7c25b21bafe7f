// The package has no @types/react-dom (it never imports React DOM outside tests);
// these are the few functions its SSR and hydration tests use.
declare module 'react-dom/server' {
  import type { ReactNode } from 'react';
  export function renderToString(node: ReactNode): string;
}

declare module 'react-dom/client' {
  import type { ReactNode } from 'react';
  export interface Root {
    render(node: ReactNode): void;
    unmount(): void;
  }
  export function hydrateRoot(
    container: Element,
    node: ReactNode,
    options?: { onRecoverableError?: (error: unknown) => void },
  ): Root;
}
