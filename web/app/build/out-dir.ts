import type { Plugin } from 'vite';
import { resolve } from 'node:path';

let dir = '';

/** The folder the build writes to, as resolved by Vite (the config's outDir or the command line's --outDir). */
export const builtDir = () => dir;

/** Records the resolved build folder for the plugins that work on the written files. */
export const recordOutDir = (): Plugin => ({
  name: 'gongyu:out-dir',
  apply: 'build',
  configResolved(config) {
    dir = resolve(config.root, config.build.outDir);
  },
});
