/** Takes the writing verbs off a reading handle, so a write outside a unit of work fails loudly on both engines. */
export function readOnly<T extends object>(handle: T): T {
  for (const verb of ['insert', 'update', 'delete', 'transaction', 'run', 'batch']) {
    Object.defineProperty(handle, verb, {
      value: () => {
        throw new Error(`${verb} outside a unit of work: use db.write(orgId, async (tx) => …)`);
      },
    });
  }
  return handle;
}
