/** What reading a body found: its bytes, or that it was longer than allowed (reading stopped there). */
export type LimitedRead = { tooLarge: false; bytes: Uint8Array } | { tooLarge: true };

/**
 * Reads at most `limit` bytes of a body. One byte more and it stops and
 * cancels the stream, so a client cannot make the server buffer more than
 * the limit however much it sends.
 *
 * @example const read = await readLimited(request.body, 8 * 1024 * 1024);
 */
export async function readLimited(
  body: ReadableStream<Uint8Array> | Uint8Array | null | undefined,
  limit: number,
): Promise<LimitedRead> {
  if (!body) return { tooLarge: false, bytes: new Uint8Array(0) };
  if (body instanceof Uint8Array) {
    return body.byteLength > limit ? { tooLarge: true } : { tooLarge: false, bytes: body };
  }
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel();
        return { tooLarge: true };
      }
      chunks.push(value);
    }
  } finally {
    reader.releaseLock();
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return { tooLarge: false, bytes };
}
