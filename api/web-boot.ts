import { createHash } from 'node:crypto';
import { BOOT_SCRIPT } from '../sync/product/boot-page';

/** The CSP source that allows BOOT_SCRIPT. */
export const BOOT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(BOOT_SCRIPT).digest('base64')}'`;
