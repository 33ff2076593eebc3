/**
 * A file layer for the lead store (OutboxFs) that fails the way a full or broken disk does: while `full`,
 * creating a file works (a 0-byte file appears, as on a real full disk) but writing into it fails with
 * ENOSPC; `failRename` makes chosen renames fail (EIO), for "even the move did not happen".
 */
import * as fs from "node:fs/promises";
import type { OutboxFs } from "../../server/contact/outbox";

const errno = (code: string, syscall: string, target: string) =>
  Object.assign(new Error(`${code}: ${syscall} '${target}'`), { code, syscall, path: target });

export function faultyFs() {
  const state = {
    full: false,
    failRename: null as null | ((from: string, to: string) => boolean),
    /** writes refused so far */
    refused: 0,
  };
  const layer: OutboxFs = {
    ...fs,
    async open(...args: Parameters<typeof fs.open>) {
      const handle = await fs.open(...args);
      const target = String(args[0]);
      return new Proxy(handle, {
        get(real, prop) {
          if (state.full && (prop === "writeFile" || prop === "write")) {
            return async () => {
              state.refused++;
              throw errno("ENOSPC", "write", target);
            };
          }
          const value = Reflect.get(real, prop) as unknown;
          return typeof value === "function" ? (value as (...a: unknown[]) => unknown).bind(real) : value;
        },
      });
    },
    async rename(from, to) {
      if (state.failRename?.(String(from), String(to))) throw errno("EIO", "rename", String(from));
      return fs.rename(from, to);
    },
  };
  return { fs: layer, state };
}
