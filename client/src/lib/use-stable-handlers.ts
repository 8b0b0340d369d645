import { useLayoutEffect, useMemo, useRef } from "react";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any handler's own parameters pass through unchanged
type Handlers = Record<string, (...args: any[]) => unknown>;

/**
 * The same handlers, as functions that never change but always call the latest ones passed: a
 * memoised child given them is not rendered again just because its parent was. (A change in
 * which keys are given makes new functions.)
 */
export function useStableHandlers<T extends Handlers>(handlers: T): T {
  const latest = useRef(handlers);
  useLayoutEffect(() => {
    latest.current = handlers;
  });
  const keys = Object.keys(handlers).join();
  return useMemo(
    () => Object.fromEntries(keys.split(",").map((key) => [key, (...args: unknown[]) => latest.current[key]!(...args)])) as T,
    [keys],
  );
}
