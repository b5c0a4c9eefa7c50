import type { Plugin } from 'vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** What antd-mobile's barrel (es/index.js) exports, by name: the module and whether it is that module's default. */
function barrelExports(): Map<string, { from: string; isDefault: boolean }> {
  const index = join(dirname(createRequire(import.meta.url).resolve('antd-mobile/package.json')), 'es/index.js');
  const map = new Map<string, { from: string; isDefault: boolean }>();
  for (const m of readFileSync(index, 'utf8').matchAll(/export \{([^}]*)\} from '\.\/([^']+)';/g)) {
    for (const spec of m[1]!.split(',').map((s) => s.trim())) {
      const alias = /^default as (\w+)$/.exec(spec);
      if (alias) map.set(alias[1]!, { from: `antd-mobile/es/${m[2]}`, isDefault: true });
      else if (/^\w+$/.test(spec)) map.set(spec, { from: `antd-mobile/es/${m[2]}`, isDefault: false });
    }
  }
  return map;
}

const IMPORT = /import \{([^}]*)\} from 'antd-mobile';/g;

/**
 * `import { Button, Toast } from 'antd-mobile'` becomes one import per component (`antd-mobile/es/components/button`),
 * as the kit's own babel plugin would do. antd-mobile marks its barrel as having side effects (it imports the global
 * stylesheet), so through the barrel every component the app uses anywhere is tied to one chunk, and the first screens
 * would load the form and calendar components too. The barrel's one side effect, the global stylesheet, comes along.
 */
export function kitBarrel(): Plugin {
  let exports: ReturnType<typeof barrelExports> | null = null;
  return {
    name: 'gongyu:kit-barrel',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/](web|sync)[\\/].*\.tsx?$/.test(id) || !code.includes("from 'antd-mobile'")) return null;
      exports ??= barrelExports();
      const table = exports;
      return code.replace(IMPORT, (whole, specs: string) => {
        const kept: string[] = [];
        const direct: string[] = [];
        for (const spec of specs
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)) {
          const [name, local = name] = spec.split(/\s+as\s+/) as [string, string?];
          const found = spec.startsWith('type ') ? undefined : table.get(name);
          if (!found) kept.push(spec);
          else if (found.isDefault) direct.push(`import ${local} from '${found.from}';`);
          else direct.push(`import { ${name} as ${local} } from '${found.from}';`);
        }
        if (!direct.length) return whole;
        return [
          `import 'antd-mobile/es/global';`,
          ...direct,
          ...(kept.length ? [`import { ${kept.join(', ')} } from 'antd-mobile';`] : []),
        ].join(' ');
      });
    },
  };
}
