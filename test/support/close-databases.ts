import { afterAll } from 'vitest';
import { closeDatabases } from './databases';

// Every test file's databases are closed when it ends: no pool or file handle outlives the file that opened it.
afterAll(closeDatabases);
