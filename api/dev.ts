/** `npm run dev`: the API alone on API_PORT (default 8081); Vite serves the PWA and proxies /api here. */
import { startServer } from './server';

await startServer({ port: Number(process.env.API_PORT ?? 8081), dataDir: process.env.DATA_DIR ?? './data' });
