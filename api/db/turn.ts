/**
 * Gives the event loop a turn: the requests and timers waiting behind the current task run before it goes on. On
 * SQLite (better-sqlite3) every query runs synchronously on the event loop and awaiting it only queues a microtask, so
 * a handler that runs many queries in a row holds every other request until its last one; awaiting this between the
 * queries (or between the chunks of a long job) lets them in. Harmless on PostgreSQL, whose queries already wait on the
 * network.
 */
export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
