import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { DEV_TOOL_REQUESTS, unrouted } from "./dev-tool-requests.js";

const INTROSPECTION = "{ __schema { queryType { name } } }";

/** Whether the gateway answers an introspection query. */
async function introspects(t: TestGateway): Promise<boolean> {
  const res = await t.gql<{ __schema: { queryType: { name: string } } }>(INTROSPECTION);
  return res.body.data?.__schema.queryType.name === "Query";
}

/*
 * HOST decides who can reach a development gateway: on loopback the development tools are there for
 * the two-command start; on any other address they need DEV_TOOLS=1. (The test servers themselves
 * always listen on 127.0.0.1: only the configuration differs.)
 */
let loopback: TestGateway;
let network: TestGateway;
let networkWithTools: TestGateway;
beforeAll(async () => {
  [loopback, network, networkWithTools] = await Promise.all([
    startTestGateway({ HOST: "127.0.0.1" }),
    startTestGateway({ HOST: "0.0.0.0" }),
    startTestGateway({ HOST: "0.0.0.0", DEV_TOOLS: "1" }),
  ]);
});
afterAll(async () => {
  await Promise.all([loopback?.close(), network?.close(), networkWithTools?.close()]);
});

describe("development tools", () => {
  it("are served on a loopback HOST", async () => {
    for (const [method, path] of DEV_TOOL_REQUESTS) {
      expect(await unrouted(loopback.url, method, path), `${method} ${path}`).toBe(false);
    }
    expect(await introspects(loopback)).toBe(true);
  });

  it("answer 404 on a non-loopback HOST without DEV_TOOLS=1, and introspection is off", async () => {
    for (const [method, path] of DEV_TOOL_REQUESTS) {
      expect(await unrouted(network.url, method, path), `${method} ${path}`).toBe(true);
    }
    expect(await introspects(network)).toBe(false);
  });

  it("are served on a non-loopback HOST with DEV_TOOLS=1", async () => {
    for (const [method, path] of DEV_TOOL_REQUESTS) {
      expect(await unrouted(networkWithTools.url, method, path), `${method} ${path}`).toBe(false);
    }
    expect(await introspects(networkWithTools)).toBe(true);
  });
});
