import type { ReactNode } from "react";
import { MantineProvider } from "@mantine/core";
import type { ApolloClient } from "@apollo/client";
import { ApolloProvider } from "@apollo/client/react";
import { theme } from "./theme";

/**
 * Providers that do not depend on the route: Mantine (dark, forced, as the spec asks) and Apollo.
 * The route-dependent ones (react-intl, snackbar, dialogs, overlays) live in LocaleShell.
 */
export function AppProviders({
  client,
  children,
  env = "default",
}: {
  client: ApolloClient;
  children: ReactNode;
  env?: "default" | "test";
}) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="dark" forceColorScheme="dark" env={env}>
      <ApolloProvider client={client}>{children}</ApolloProvider>
    </MantineProvider>
  );
}
