import { flushSync } from "react-dom";
import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** History-mode routing, base "/" (spec §2). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

/**
 * Given to RouterProvider so navigate(to, { flushSync: true }) commits the new page at once instead
 * of in a transition (logout leaves a protected page before the cache forgets the user).
 */
export function flushRouterUpdate(fn: () => unknown): undefined {
  flushSync(fn);
  return undefined;
}
