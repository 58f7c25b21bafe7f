// The floor's production server, in the storefront's style: compression, the hashed assets served
// from disk, and React Router's request handler created once from the imported build.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const PORT = Number.parseInt(process.env.PORT || '3000', 10);
const HOST = process.env.HOST || '127.0.0.1';

const build = await import('./build/server/index.js');
const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.use(createRequestHandler({ build, mode: process.env.NODE_ENV }));

const listener = app.listen(PORT, HOST, () => console.log(`Floor ready on http://${HOST}:${PORT}`));
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    listener.closeAllConnections();
    listener.close(() => process.exit(0));
  });
}
