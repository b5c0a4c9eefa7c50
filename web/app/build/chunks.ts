import type { Rolldown } from 'vite';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

type Group = NonNullable<Exclude<Rolldown.OutputOptions['codeSplitting'], boolean | undefined>['groups']>[number];

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** The folders whose screens draw before the kit loads: the shell and the dashboard. */
const FIRST_PAINT = ['../../shell', '../../dashboard'].map((d) => fileURLToPath(new URL(d, import.meta.url)));

/** The kit's icons those folders import (each icon is a module of antd-mobile-icons/es named after it). */
function firstPaintIcons(): RegExp {
  const names = new Set<string>();
  for (const dir of FIRST_PAINT)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.tsx') || f.endsWith('.ts')))
      for (const m of readFileSync(`${dir}/${file}`, 'utf8').matchAll(/import \{([^}]*)\} from 'antd-mobile-icons'/g))
        for (const name of m[1]!.split(',').map((n) => n.trim())) if (name) names.add(name);
  return new RegExp(`[\\\\/]antd-mobile-icons[\\\\/]es[\\\\/](${[...names].join('|')})\\.js$`);
}

const FIRST_PAINT_ICONS = firstPaintIcons();

const KIT = nodeModule(
  'antd-mobile|antd-mobile-icons|@floating-ui|@react-spring|@use-gesture|ahooks|classnames|lodash|rc-motion|rc-util|react-fast-compare|runes2|staged-components|tslib|use-sync-external-store|react-is',
);
/** Kit components of the form and detail screens only: they stay with the screens that use them. */
const KIT_LATER =
  /[\\/]antd-mobile[\\/]es[\\/]components[\\/](form|calendar|calendar-picker|calendar-picker-view|date-picker|date-picker-view|cascader|cascader-view|image-uploader|image-viewer|swiper|steps|stepper|switch|progress-bar|tabs|collapse|radio|segmented|tree-select|check-list|dropdown|index-bar|result|slider|rate|virtual-input|number-keyboard)[\\/]/;

const REACT = nodeModule('react|react-dom|scheduler|react-router|react-router-dom|@tanstack|cookie|set-cookie-parser');
/** Vite's preload helper: every page needs it first; not a file of its own. */
const PRELOAD_HELPER = /^\0vite\/preload-helper/;

const KIT_BARREL = /[\\/]antd-mobile[\\/]es[\\/]index\.js$/;

/**
 * The mutation catalogue (its zod schemas and rules, with the lease signing rules the engine checks an offline signing
 * with): loaded by the engine when first needed (sync/protocol/catalogue.ts), not with it.
 */
const CATALOGUE =
  /[\\/](sync[\\/]protocol[\\/](mutations|lock-mutations|repair-mutations)\.ts$|sync[\\/]contract[\\/]leases[\\/]sign\.ts$|sync[\\/]rules[\\/]leases[\\/]sign-rules\.ts$)/;

/**
 * The engine, the device store and its loop and the sync routes' contract; not sync/protocol/change-scope.ts, which
 * the screens reading synced rows need first, nor the catalogue.
 */
const OFFLINE =
  /[\\/](sync[\\/]protocol[\\/](?!change-scope\.ts$)|sync[\\/]contract[\\/]sync[\\/]|web[\\/]sync[\\/](runtime|db|sync-loop)\.ts$)/;

/**
 * Fewer, larger chunks: a first screen loads the framework, the kit and its own code in a handful of files instead of
 * a file per component (six at a time over HTTP/1.1, each a round trip on a slow network). The small common chunks
 * left between screens are inlined into them (vite.config.ts, experimentalInlineCommonChunks).
 */
export const CHUNK_GROUPS: Group[] = [
  // React, the router and the query cache: every screen (with Vite's preload helper).
  {
    name: 'react',
    test: (id) => REACT.test(id) || PRELOAD_HELPER.test(id),
    priority: 40,
  },
  // The mutation catalogue: the engine's first mutation (or a start with some pending), or a screen checking with it.
  { name: 'catalogue', test: (id) => CATALOGUE.test(id), priority: 35, includeDependenciesRecursively: false },
  // The offline store and its engine (and the real zod it checks with): the board and the field screens, after paint.
  {
    name: 'offline',
    test: (id) => nodeModule('dexie|ulid|zod').test(id) || OFFLINE.test(id),
    priority: 30,
    // Not the rules and the calendar the engine shares with the screens: those stay with the screens.
    includeDependenciesRecursively: false,
  },
  // The kit's icons the shell and the dashboard draw before the kit loads (the rest go with the kit).
  { name: 'icons', test: FIRST_PAINT_ICONS, priority: 25 },
  // The screen kit the board and the other screens show: antd-mobile and what it is built on, without the components
  // of the form and detail screens, and not its barrel (a group takes in what its modules import).
  {
    name: 'kit',
    test: (id) => KIT.test(id) && !KIT_LATER.test(id) && !KIT_BARREL.test(id),
    priority: 20,
  },
];
