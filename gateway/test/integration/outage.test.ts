import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { errorMessage } from "../../src/i18n/error-message.js";
import { startTestGateway, type TestGateway } from "../helpers/test-gateway.js";
import { TcpProxy } from "../helpers/tcp-proxy.js";

const base = new URL(process.env.DATABASE_URL || "mysql://root@127.0.0.1:3306/vitrine");
const proxy = new TcpProxy(base.hostname, Number(base.port || 3306));
let t: TestGateway;

beforeAll(async () => {
  const port = await proxy.start();
  const url = new URL(base);
  url.host = `127.0.0.1:${port}`;
  url.pathname = `/vitrine_outage_${process.pid}_${Date.now()}`;
  t = await startTestGateway({ DATABASE_URL: url.toString() });
});
afterAll(async () => {
  if (t) {
    await proxy.start().catch(() => undefined);
    await t.close();
  }
  await proxy.cut();
});

const query = "{ latestCards(limit: 1) { id } }";

describe("MySQL outage", () => {
  it("answers 503 on /readyz and a clear GraphQL error while MySQL is away, then recovers without a restart", async () => {
    expect((await t.gql(query)).body).toEqual({ data: { latestCards: [] } });

    await proxy.cut();
    const ready = await fetch(`${t.url}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "unavailable", checks: { mysql: "down", redis: "up" } });

    const failed = await t.gql(query);
    expect(failed.body.data).toBeNull();
    expect(failed.body.errors?.[0]).toMatchObject({
      // The catalogue's message in the default language (no Accept-Language, no session).
      message: errorMessage("tw", { messageKey: "error.SERVICE_UNAVAILABLE" }),
      extensions: { code: "SERVICE_UNAVAILABLE", errorCode: 9503, messageKey: "error.SERVICE_UNAVAILABLE" },
    });
    // Liveness is unaffected: the process did not crash.
    expect((await fetch(`${t.url}/healthz`)).status).toBe(200);

    await proxy.start();
    let recovered = 0;
    for (let i = 0; i < 40 && recovered !== 200; i++) {
      recovered = (await fetch(`${t.url}/readyz`)).status;
      if (recovered !== 200) await new Promise((r) => setTimeout(r, 250));
    }
    expect(recovered).toBe(200);
    expect((await t.gql(query)).body).toEqual({ data: { latestCards: [] } });
  });
});
