/** Browser globals a server render must never read. */
export const BROWSER_GLOBALS = ['window', 'document', 'localStorage', 'sessionStorage'] as const;

let watched: readonly string[] = [];

/**
 * Makes each named global report a read (into `touched`) and answer `undefined`,
 * so a server-render test catches a hook that reaches for the browser.
 * Undo with {@link unwatchBrowserGlobals}.
 */
export function watchBrowserGlobals(names: readonly string[] = BROWSER_GLOBALS, touched: string[] = []): string[] {
  watched = names;
  for (const name of names) {
    Object.defineProperty(globalThis, name, {
      configurable: true,
      get() {
        touched.push(name);
        return undefined;
      },
    });
  }
  return touched;
}

/** Removes the globals installed by the last {@link watchBrowserGlobals}. */
export function unwatchBrowserGlobals(): void {
  for (const name of watched) delete (globalThis as Record<string, unknown>)[name];
}
