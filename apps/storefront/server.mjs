// Production and development server for the storefront.
// Production: serves the built client assets and the built server app (build/server/index.js).
// Development (NODE_ENV=development): Vite in middleware mode with hot reload.
import compression from 'compression';
import express from 'express';
import expressStaticGzip from 'express-static-gzip';
import net from 'node:net';

const DEVELOPMENT = process.env.NODE_ENV === 'development';
const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const HOST = process.env.HOST || '0.0.0.0';
const startedAt = Date.now();
/** The production build's folder (react-router.config.ts reads the same variable). */
const BUILD_DIR = process.env.VITRINE_BUILD_DIR || 'build';

/** How long in-flight requests may run after SIGTERM before their connections are cut. */
const DRAIN_MS = Number.parseInt(process.env.VITRINE_DRAIN_MS || '10000', 10);
/** How often the drain looks again once nothing is in flight. */
const DRAIN_POLL_MS = 50;
/** The longest the listen queue is emptied for after the signal before the port closes. */
const ACCEPT_SETTLE_MS = 1_000;

const server = express();
server.disable('x-powered-by');

// Graceful shutdown counts the requests being answered; while draining, every answer closes its connection.
let inFlight = 0;
let isDraining = false;
const drained = new Set();
/** Accepted connections that have not finished a request yet: their request may still be arriving. */
const unserved = new Set();
server.use((req, res, next) => {
  inFlight += 1;
  unserved.delete(req.socket);
  if (isDraining) res.setHeader('Connection', 'close');
  res.on('close', () => {
    inFlight -= 1;
    if (inFlight === 0) for (const resolve of drained) resolve();
  });
  next();
});
server.use(compression());

/** The production build's module (its `close` closes the database), absent in development. */
let build;

if (DEVELOPMENT) {
  const vite = await import('vite');
  const viteDevServer = await vite.createServer({ server: { middlewareMode: true } });
  server.use(viteDevServer.middlewares);
  server.use(async (req, res, next) => {
    try {
      const source = await viteDevServer.ssrLoadModule('./server/app.ts');
      return await source.app(req, res, next);
    } catch (error) {
      if (typeof error === 'object' && error instanceof Error) viteDevServer.ssrFixStacktrace(error);
      next(error);
    }
  });
} else {
  build = await import(`./${BUILD_DIR}/server/index.js`);
  await build.ready();
  // Build files are served as the types their names say, never sniffed (the app's own answers get the rest of
  // the security headers, server/security-headers.ts).
  server.use((req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    next();
  });
  // Hashed build assets never change: cache them for a year. Each is sent as the build compressed it
  // (`.br`, else `.gz`, vite.config.ts), with its length, instead of being compressed again per answer.
  // An address that does not decode is no file: it goes on to the app, which answers it (a JSON error on the API).
  const precompressed = (dir, serveStatic) => {
    const serve = expressStaticGzip(dir, {
      enableBrotli: true,
      orderPreference: ['br', 'gz'],
      index: false,
      serveStatic,
    });
    return (req, res, next) => {
      try {
        decodeURIComponent(req.path);
      } catch {
        return next();
      }
      return serve(req, res, next);
    };
  };
  // A hashed file is never revalidated (immutable), so it carries no ETag, Last-Modified or Accept-Ranges:
  // about 100 bytes less on each of a page's scripts.
  server.use(
    '/assets',
    precompressed(`${BUILD_DIR}/client/assets`, {
      immutable: true,
      maxAge: '1y',
      etag: false,
      lastModified: false,
      acceptRanges: false,
    }),
  );
  server.use(precompressed(`${BUILD_DIR}/client`, { maxAge: '1h' }));
  server.use(build.app);
  // `pnpm backup`: a running store's embedded database is copied by this process, the folder's only opener.
  if (!process.env.DATABASE_URL) {
    process.on('SIGUSR2', () => {
      build.writeBackup().then(
        (file) => console.log(`Backup written to ${file}`),
        (error) => console.error('Backup failed', error),
      );
    });
  }
}

const listener = server.listen(PORT, HOST, () => {
  console.log(`Vitrine storefront ready on http://localhost:${PORT} (${Date.now() - startedAt} ms)`);
});
/** Connections accepted so far (shutdown closes the port once no new one came in for a while). */
let accepted = 0;
listener.on('connection', (socket) => {
  accepted += 1;
  unserved.add(socket);
  socket.on('close', () => unserved.delete(socket));
});

/**
 * SIGTERM (a deploy, `docker stop`, systemd) or SIGINT: stop accepting, let the
 * requests in flight finish (at most DRAIN_MS), close the database, exit. A
 * shopper whose order was placed gets the answer that says so.
 */
async function shutdown(signal) {
  if (isDraining) return;
  isDraining = true;
  const started = Date.now();
  const deadline = started + DRAIN_MS;
  // Connections already in the listen queue (sent before the signal, while the loop was busy) would be
  // reset by closing it: keep taking them in until the queue stays empty across two checks (each check
  // is a turn of the event loop, which accepts what is queued), for at most ACCEPT_SETTLE_MS.
  let seen = -1;
  while (seen !== accepted && Date.now() < started + ACCEPT_SETTLE_MS) {
    seen = accepted;
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS / 2));
    await new Promise((resolve) => setTimeout(resolve, DRAIN_POLL_MS / 2));
  }
  // net.Server's close stops listening only. http.Server's would also drop every connection without a
  // request in progress, and that includes one accepted a moment ago whose request is still being read.
  net.Server.prototype.close.call(listener);
  console.log(
    `${signal}: stopped accepting; answering ${inFlight} request(s) in flight, ${unserved.size} arriving (at most ${DRAIN_MS} ms)…`,
  );
  // Drained when no request is in flight and no accepted connection still owes its first request,
  // twice in a row a short while apart.
  let quietChecks = 0;
  while (Date.now() < deadline && quietChecks < 2) {
    quietChecks = inFlight === 0 && unserved.size === 0 ? quietChecks + 1 : 0;
    await new Promise((resolve) => {
      const timer = setTimeout(resolve, DRAIN_POLL_MS);
      if (inFlight > 0) drained.add(() => (clearTimeout(timer), resolve()));
    });
    drained.clear();
  }
  const cut = inFlight;
  listener.closeAllConnections();
  try {
    await build?.close();
  } catch (error) {
    console.error('Closing the database failed', error);
    process.exit(1);
  }
  console.log(`Stopped in ${Date.now() - started} ms (${cut} request(s) cut at the deadline).`);
  process.exit(0);
}
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => void shutdown(signal));
