// Several storefront processes on one port and one PostgreSQL server: how the store uses more
// than one core, and keeps answering when one process dies.
//
//   VITRINE_PROCESSES=2 DATABASE_URL=postgres://… node cluster.mjs   (or `pnpm start` with both set)
//
// This primary process runs no store code. It starts VITRINE_PROCESSES copies of server.mjs,
// which share the port (each accepts connections from it),
// and:
// - starts a new process when one dies (a crash, an out-of-memory kill), so the store stays at
//   its size; a process that dies within STARTUP_GRACE_MS of its start counts as a failed start,
//   and after MAX_FAILED_STARTS in a row the primary gives up (a broken build or setting would
//   otherwise restart forever);
// - on SIGHUP replaces the processes one at a time (each new one is listening before the old one
//   is told to stop), so a new build is served without a refused connection;
// - on SIGTERM or SIGINT tells every process to stop (each drains its requests, server.mjs) and
//   exits once all have, 0 when all stopped cleanly.
// The embedded database belongs to one process, so more than one needs DATABASE_URL.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';

const requested = process.env.VITRINE_PROCESSES || '2';
const PROCESSES = requested === 'auto' ? availableParallelism() : Number.parseInt(requested, 10);
const STARTUP_GRACE_MS = 10_000;
const MAX_FAILED_STARTS = 5;

if (!Number.isInteger(PROCESSES) || PROCESSES < 1 || PROCESSES > 64) {
  console.error(`VITRINE_PROCESSES must be a whole number from 1 to 64 or "auto" (got "${requested}").`);
  process.exit(2);
}
if (PROCESSES > 1 && !process.env.DATABASE_URL) {
  console.error(
    'More than one storefront process needs a PostgreSQL server (DATABASE_URL): the embedded database belongs to one process.',
  );
  process.exit(2);
}

// Each process accepts its own connections from the shared port (the kernel's queue), rather than the
// primary handing them out: a connection handed to a process that dies that moment would hang unanswered,
// while one still in the kernel's queue is taken by a living process.
cluster.schedulingPolicy = cluster.SCHED_NONE;
cluster.setupPrimary({ exec: 'server.mjs' });

let stopping = false;
let failedStarts = 0;
/** Processes being replaced on purpose (SIGHUP): their exit starts no new one. */
const retiring = new Set();

/** Starts one storefront process; resolves once it listens. */
function start() {
  const worker = cluster.fork();
  const startedAt = Date.now();
  worker.once('exit', (code, signal) => {
    if (stopping || retiring.has(worker.id)) return;
    const early = Date.now() - startedAt < STARTUP_GRACE_MS;
    failedStarts = early ? failedStarts + 1 : 0;
    console.error(`Storefront process ${worker.process.pid} ended (${signal ?? `exit ${code}`}); starting another.`);
    if (failedStarts >= MAX_FAILED_STARTS) {
      console.error(`${failedStarts} processes in a row ended while starting: giving up.`);
      void stop('failed starts', 1);
      return;
    }
    // A process that failed at start waits a little longer each time before the next try.
    setTimeout(
      () => {
        if (!stopping) start().catch(() => undefined);
      },
      early ? 250 * failedStarts : 0,
    );
  });
  return new Promise((resolve, reject) => {
    worker.once('listening', () => resolve(worker));
    worker.once('exit', () => reject(new Error('ended before listening')));
  });
}

/** Asks one process to stop (it drains its requests) and waits until it has. */
function retire(worker) {
  return new Promise((resolve) => {
    if (worker.isDead()) return resolve(0);
    worker.once('exit', (code) => resolve(code ?? 1));
    worker.process.kill('SIGTERM');
  });
}

async function stop(reason, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
  console.log(`${reason}: stopping ${workers.length} storefront process(es)…`);
  const codes = await Promise.all(workers.map(retire));
  process.exit(codes.every((code) => code === 0) ? exitCode : 1);
}

/** SIGHUP: a new process for each old one, one at a time, so the port always has someone listening. */
async function replaceAll() {
  const old = Object.values(cluster.workers ?? {}).filter(Boolean);
  console.log(`SIGHUP: replacing ${old.length} storefront process(es) one at a time…`);
  for (const worker of old) {
    if (stopping) return;
    try {
      await start();
    } catch {
      console.error('A new storefront process did not start; the old ones keep serving.');
      return;
    }
    retiring.add(worker.id);
    await retire(worker);
    retiring.delete(worker.id);
  }
  console.log('SIGHUP: every storefront process replaced.');
}

for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void stop(signal));
process.on('SIGHUP', () => void replaceAll());

const startedAt = Date.now();
try {
  const workers = await Promise.all(Array.from({ length: PROCESSES }, () => start()));
  console.log(
    `Vitrine storefront ready in ${workers.length} processes (${workers.map((w) => w.process.pid).join(', ')}) ` +
      `on port ${process.env.PORT || '3000'} (${Date.now() - startedAt} ms)`,
  );
} catch (error) {
  console.error(`The storefront processes did not start (${error.message}).`);
  await stop('failed start', 1);
}
