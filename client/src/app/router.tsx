import { createBrowserRouter } from "react-router";
import { routes } from "./routes";

/** History-mode routing, base "/" (spec §2). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
