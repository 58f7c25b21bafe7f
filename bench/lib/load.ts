import autocannon from 'autocannon';

/** One autocannon run's figures. */
export interface LoadFigures {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  /** Answers that were not 2xx, and connection errors and time-outs. */
  failures: number;
  /** CPU the server (and its database) spent per request, when measured. */
  cpuMsPerRequest?: number;
}

export interface LoadTarget {
  url: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** Cookies handed out round-robin, one per request (each shopper's own cart). */
  cookies?: readonly string[];
}

/**
 * Keeps `connections` concurrent keep-alive connections busy with the target,
 * for `amount` requests (waiting for every answer) or for `seconds`. A fixed
 * amount counts every request it sends; a time window drops the answers still
 * on their way when it closes (a page slower than the window reads as 0 req/s).
 */
export async function load(
  target: LoadTarget,
  connections: number,
  until: { amount: number } | { seconds: number },
): Promise<LoadFigures> {
  const cookies = target.cookies ?? [];
  let turn = 0;
  const result = await autocannon({
    url: target.url,
    connections,
    ...('amount' in until ? { amount: until.amount } : { duration: until.seconds }),
    timeout: 30,
    headers: { 'accept-encoding': 'gzip, deflate, br', ...target.headers },
    requests: [
      {
        method: target.method ?? 'GET',
        ...(target.body !== undefined ? { body: target.body } : {}),
        ...(cookies.length > 0
          ? {
              setupRequest: (request: autocannon.Request) => {
                turn += 1;
                return { ...request, headers: { ...request.headers, cookie: cookies[turn % cookies.length]! } };
              },
            }
          : {}),
      },
    ],
  });
  return {
    reqPerSec: result.requests.total / result.duration,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    failures: result.non2xx + result.errors + result.timeouts,
  };
}

/** Latencies of requests sent one at a time. */
export interface SequentialFigures {
  p50Ms: number;
  p95Ms: number;
  count: number;
  failures: number;
}

/**
 * Requests each address once, one at a time, in order, until the list ends or
 * `maxSeconds` pass (after at least `minCount` answers): a slow catalogue
 * still finishes in bounded time.
 */
export async function sequential(
  urls: readonly string[],
  options: { maxSeconds: number; minCount: number },
): Promise<SequentialFigures> {
  const times: number[] = [];
  let failures = 0;
  const deadline = performance.now() + options.maxSeconds * 1000;
  for (const url of urls) {
    if (times.length >= options.minCount && performance.now() > deadline) break;
    const began = performance.now();
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    await response.arrayBuffer();
    times.push(performance.now() - began);
    if (!response.ok) failures += 1;
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), count: times.length, failures };
}

/** The nearest-rank percentile of `values`. */
export function percentile(values: readonly number[], rank: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((rank / 100) * sorted.length) - 1));
  return Math.round(sorted[index]! * 10) / 10;
}

export const median = (values: readonly number[]): number => percentile(values, 50);
