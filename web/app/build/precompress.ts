import type { Plugin } from 'vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text files above a packet's size (images are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt)$/;
const MIN_BYTES = 1024;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (.br, best quality) and a gzip (.gz, level 9) copy beside each built text file, once at build time,
 * so api/web.ts serves them as they are instead of compressing each download again. Runs after the service worker is
 * written (vite-plugin-pwa closes its bundle first), so sw.js gets its copies too.
 */
export function precompress(outDir: () => string): Plugin {
  return {
    name: 'gongyu:precompress',
    apply: 'build',
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const work: Promise<void>[] = [];
        for await (const path of filesUnder(outDir())) {
          if (!COMPRESSIBLE.test(path)) continue;
          work.push(
            readFile(path).then(async (body) => {
              if (body.length < MIN_BYTES) return;
              const [br, gzipped] = await Promise.all([
                brotli(body, {
                  params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
                }),
                gz(body, { level: 9 }),
              ]);
              await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
            }),
          );
        }
        await Promise.all(work);
      },
    },
  };
}
