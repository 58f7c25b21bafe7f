// Production and development server for the storefront.
// Production: serves the built client assets and the built server app (build/server/index.js).
// Development (NODE_ENV=development): Vite in middleware mode with hot reload.
import compression from 'compression';
import express from 'express';

const DEVELOPMENT = process.env.NODE_ENV === 'development';
const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const HOST = process.env.HOST || '0.0.0.0';
const startedAt = Date.now();
/** The production build's folder (react-router.config.ts reads the same variable). */
const BUILD_DIR = process.env.VITRINE_BUILD_DIR || 'build';

const server = express();
server.disable('x-powered-by');
server.use(compression());

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
  const build = await import(`./${BUILD_DIR}/server/index.js`);
  await build.ready();
  // Hashed build assets never change: cache them for a year.
  server.use('/assets', express.static(`${BUILD_DIR}/client/assets`, { immutable: true, maxAge: '1y' }));
  server.use(express.static(`${BUILD_DIR}/client`, { maxAge: '1h' }));
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

server.listen(PORT, HOST, () => {
  console.log(`Vitrine storefront ready on http://localhost:${PORT} (${Date.now() - startedAt} ms)`);
});
