import type { ReactNode } from "react";
import { afterEach } from "vitest";
import { ReactIntlErrorCode } from "react-intl";
import { render } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import { AppProviders } from "../../app/AppProviders";
import { createApolloClient } from "../../app/apollo";
import { LocaleShell } from "../../app/LocaleShell";
import { routes } from "../../app/routes";
import { flushRouterUpdate } from "../../app/router";
import { setIntlErrorHandler } from "../i18n/intlErrors";

/**
 * A message id missing from the locale fails the test: react-intl's error is thrown where the
 * message is formatted, and the ids are named once the test ends (a thrown render error may be
 * caught by an error page). Other react-intl errors are logged as react-intl does by default.
 */
const missingMessages: string[] = [];
setIntlErrorHandler((error) => {
  if (error.code === ReactIntlErrorCode.MISSING_TRANSLATION) {
    const id = (error as { descriptor?: { id?: unknown } }).descriptor?.id;
    missingMessages.push(String(id));
    throw error;
  }
  console.error(error);
});
afterEach(() => {
  const missing = missingMessages.splice(0);
  if (missing.length) throw new Error(`Missing react-intl messages: ${[...new Set(missing)].join(", ")}`);
});

/** Absolute: Node's fetch cannot resolve "/graphql" against jsdom's location. */
export const TEST_GRAPHQL_URL = "http://localhost/graphql";

function mount(routeObjects: RouteObject[], path: string) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const client = createApolloClient(TEST_GRAPHQL_URL);
  const user = userEvent.setup();
  const view = render(
    <AppProviders client={client} env="test">
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>,
  );
  return { ...view, router, client, user };
}

/** Renders the whole app (real routes, layout, providers) at `path`. */
export function renderApp(path = "/tw") {
  return mount(routes, path);
}

/**
 * Renders `ui` inside the language route's providers (intl, snackbar, dialogs, overlays) without the
 * layout, at /{lang}. Other paths under the language render `ui` too.
 */
export function renderInShell(ui: ReactNode, path = "/en") {
  return mount(
    [
      {
        path: ":lang",
        element: <LocaleShell />,
        children: [
          { index: true, element: ui },
          { path: "*", element: ui },
        ],
      },
    ],
    path,
  );
}
