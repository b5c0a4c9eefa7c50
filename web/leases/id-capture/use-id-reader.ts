import { useSyncExternalStore } from 'react';
import {
  DEFAULT_ID_READER,
  ID_READER_KEY,
  parseIdReaderSettings,
  subscribeIdReaderSettings,
  type IdReaderSettings,
} from './id-reader';

let lastRaw: string | null | undefined;
let lastValue: IdReaderSettings = DEFAULT_ID_READER;

function snapshot(): IdReaderSettings {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(ID_READER_KEY);
  } catch {
    raw = null;
  }
  if (raw !== lastRaw) {
    lastRaw = raw;
    lastValue = parseIdReaderSettings(raw);
  }
  return lastValue;
}

/** This device's ID-card reader settings, following saves on this page and in other tabs. */
export function useIdReaderSettings(): IdReaderSettings {
  return useSyncExternalStore(subscribeIdReaderSettings, snapshot, () => DEFAULT_ID_READER);
}
