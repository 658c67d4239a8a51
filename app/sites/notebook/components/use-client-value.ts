import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * A value that differs between the server and the browser (local time, origin):
 * the server's fallback while hydrating, then the browser's, without a mismatch.
 * `read` must return a primitive.
 */
export function useClientValue<T extends string | number | boolean>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(subscribe, read, () => serverValue);
}
