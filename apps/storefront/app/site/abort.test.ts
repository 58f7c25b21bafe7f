import { describe, expect, it } from 'vitest';
import { ignoreAbort } from './abort';

describe('ignoreAbort', () => {
  it('settles quietly when the submission was aborted (with or without a reason)', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(ignoreAbort(Promise.reject(controller.signal.reason))).resolves.toBeUndefined();
    await expect(ignoreAbort(Promise.reject(new DOMException('superseded', 'AbortError')))).resolves.toBeUndefined();
  });

  it('passes every other failure on', async () => {
    await expect(ignoreAbort(Promise.reject(new Error('network down')))).rejects.toThrow('network down');
    await expect(ignoreAbort(Promise.reject(new DOMException('nope', 'NotAllowedError')))).rejects.toThrow('nope');
  });

  it('resolves when the submission succeeds', async () => {
    await expect(ignoreAbort(Promise.resolve('done'))).resolves.toBeUndefined();
  });
});
