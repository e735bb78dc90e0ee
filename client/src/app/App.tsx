import { useState } from "react";
import { RouterProvider } from "react-router";
import { AppProviders } from "./AppProviders";
import { createApolloClient } from "./apollo";
import { createAppRouter, flushRouterUpdate } from "./router";

export function App() {
  const [client] = useState(() => createApolloClient());
  const [router] = useState(() => createAppRouter());
  return (
    <AppProviders client={client}>
      <RouterProvider router={router} flushSync={flushRouterUpdate} />
    </AppProviders>
  );
}
