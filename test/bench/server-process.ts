/** A real server process for the body-limit test and bench: `node --import tsx test/bench/server-process.ts` with PORT and DATA_DIR. */
import { startServer } from '../../api/server';

await startServer({ port: Number(process.env.PORT), dataDir: process.env.DATA_DIR!, quiet: true });
