/**
 * The screens a device keeps a picture of, to draw at once on the next cold start before any script has run (the
 * boot script of sync/product/boot-page.ts draws it; web/app/screen-snapshot.ts keeps it): the two first screens of the field
 * app, the home screen and the room board.
 */
export const SNAPSHOT_SCREENS: readonly string[] = ['/index', '/jizhongHome'];

/** The storage key of a path's picture (in the storage that holds the session). */
export const SNAPSHOT_KEY_PREFIX = 'gongyu.screen:';

/** A picture older than this is not drawn (the greeting, the day's figures). */
export const SNAPSHOT_MAX_AGE_MS = 12 * 60 * 60 * 1000;

/** The largest picture kept (characters of HTML): a board of thousands of rooms is not kept. */
export const SNAPSHOT_MAX_CHARS = 200_000;

/** What is stored under SNAPSHOT_KEY_PREFIX + pathname. */
export interface ScreenSnapshot {
  /** location.search when it was taken: a board of another apartment is another picture. */
  search: string;
  /** The layout's media query, and whether it matched (a tablet turned round draws no picture of the other layout). */
  media: string;
  wide: boolean;
  /** When it was taken (ms since the epoch). */
  at: number;
  html: string;
}
