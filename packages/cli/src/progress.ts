/**
 * Progress of long work, on stderr only (stdout may carry data, as `export` does):
 * a bar redrawn in place on a terminal, a plain line every few seconds otherwise
 * (a log file or CI gets no control characters).
 */
import { SingleBar } from 'cli-progress';

export interface Progress {
  update(done: number, detail?: string): void;
  stop(): void;
}

const PLAIN_EVERY_MS = 5_000;

export function startProgress(
  label: string,
  total: number,
  unit: string,
  stream: NodeJS.WriteStream = process.stderr,
): Progress {
  if (stream.isTTY) {
    const bar = new SingleBar({
      stream,
      format: `${label} [{bar}] {percentage}% | {detail} | {duration_formatted}`,
      hideCursor: true,
      clearOnComplete: false,
      etaBuffer: 20,
    });
    bar.start(total, 0, { detail: '' });
    return {
      update: (done, detail = '') => bar.update(Math.min(done, total), { detail }),
      stop: () => bar.stop(),
    };
  }
  const started = Date.now();
  let last = started;
  return {
    update(done, detail = '') {
      const now = Date.now();
      if (now - last < PLAIN_EVERY_MS) return;
      last = now;
      const percent = total > 0 ? ` (${Math.floor((100 * Math.min(done, total)) / total)}%)` : '';
      stream.write(`${label}: ${detail || `${done} ${unit}`}${percent}, ${Math.round((now - started) / 1000)} s\n`);
    },
    stop() {},
  };
}
