/**
 * Settles a fire-and-forget fetcher submission. React Router rejects a
 * fetcher's promise with an `AbortError` when a newer submission or a
 * navigation (the pay button) supersedes it; that is expected and swallowed.
 * Any other failure still rejects the returned promise, so it is reported.
 *
 * @example ignoreAbort(fetcher.submit(data, { method: 'post' }));
 */
export function ignoreAbort(promise: Promise<unknown>): Promise<void> {
  return promise.then(
    () => undefined,
    (error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      throw error;
    },
  );
}
