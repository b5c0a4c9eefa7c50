import { useSyncExternalStore } from 'react';

/**
 * Pictures still uploading anywhere on the screen. A form whose picture is still on its way must not be sent: the
 * picture would be lost (the uploader shows its preview at once, but the address arrives only when the upload ends).
 * ImageUpload counts its uploads here; FormSheet and the forms without it disable their submit while any is running.
 */
let running = 0;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** Counts `upload` as running until it settles; answers it unchanged. */
export async function trackUpload<T>(upload: Promise<T>): Promise<T> {
  running += 1;
  changed();
  try {
    return await upload;
  } finally {
    running -= 1;
    changed();
  }
}

const subscribe = (l: () => void) => (listeners.add(l), () => void listeners.delete(l));

/** True while a picture is uploading: the submit buttons wait for it. */
export const useUploadsBusy = () => useSyncExternalStore(subscribe, () => running > 0);
