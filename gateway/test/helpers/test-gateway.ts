import type { AddressInfo } from "node:net";
import { createGateway, type Gateway } from "../../src/bootstrap.js";
import type { Config } from "../../src/config.js";
import { cleanupIsolated, createIsolatedDatabase, isolatedConfig } from "./test-env.js";

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

export interface TestGateway {
  config: Config;
  gateway: Gateway;
  url: string;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>>;
  close(): Promise<void>;
}

/** A real gateway on a random port over its own database and queue prefix. */
export async function startTestGateway(overrides: Record<string, string> = {}): Promise<TestGateway> {
  const config = isolatedConfig(overrides);
  await createIsolatedDatabase(config);
  const gateway = await createGateway(config, undefined);
  await new Promise<void>((resolve) => gateway.server.listen(0, "127.0.0.1", resolve));
  const { port } = gateway.server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  return {
    config,
    gateway,
    url,
    async gql<T>(query: string, variables?: Record<string, unknown>) {
      const res = await fetch(`${url}/graphql`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ query, variables }),
      });
      return {
        status: res.status,
        headers: res.headers,
        body: (await res.json()) as GraphQLResponse<T>["body"],
      };
    },
    async close() {
      await gateway.close();
      await cleanupIsolated(config);
    },
  };
}
