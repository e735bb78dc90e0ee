import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { createTestCard, giveUnits, type MarketUser } from "../../gateway/test/helpers/market-fixtures.js";
import type { TestPartner } from "../../gateway/test/integration/partners/partner-fixtures.js";
import { startReceiver, type Receiver } from "../../gateway/test/integration/partners/partner-receiver.js";
import { startPartnersWorld, type PartnersWorld } from "./partners-worker.js";

/*
 * The delivery-time guard, as in production (PARTNER_CALLBACK_ALLOW_INTERNAL off): a partner registered
 * with a public host whose callback later points inside — here its row is rewritten to a receiver on
 * loopback, as when its DNS is changed to an internal address after registration — gets nothing. The
 * workers refuse to connect (an IP literal before connecting, a name on the addresses it resolves to),
 * log the attempt with the reason, mark the event FAILED at once and do not retry; a staff redelivery is
 * refused the same way. The receiver never sees a request.
 */

let world: PartnersWorld;
let t: TestGateway;
let receiver: Receiver;
let partner: TestPartner;
let member: MarketUser;
let admin: MarketUser;

beforeAll(async () => {
  receiver = await startReceiver();
  world = await startPartnersWorld("https://club.example.com/vitrine-hooks", {
    PARTNER_CALLBACK_ALLOW_INTERNAL: "false",
  });
  ({ t, partner, member, admin } = world);
});
afterAll(async () => {
  await world.close();
  await receiver.close();
});

const relay = () => world.relay();

async function pointCallbackAt(url: string): Promise<void> {
  await t.gateway.deps.dataSource.query(`UPDATE partner SET callback_url = ? WHERE id = ?`, [
    url,
    partner.id,
  ]);
}

async function eventRow() {
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT id, state, attempts, last_status FROM partner_event WHERE partner_id = ?`,
    [partner.id],
  )) as { id: number; state: string; attempts: number; last_status: number | null }[];
  return row;
}

async function deliveryLog() {
  const log = await admin.client.gql<{
    partnerDeliveries: {
      state: string;
      deliveries: { statusCode: number | null; ok: boolean; error: string | null }[];
    }[];
  }>(`query($p: ID!) { partnerDeliveries(partnerId: $p) { state deliveries { statusCode ok error } } }`, {
    p: partner.id,
  });
  expect(log.body.errors).toBeUndefined();
  return log.body.data!.partnerDeliveries;
}

describe("partner webhooks to internal addresses", () => {
  it("refuses to connect to a loopback IP, logs the reason and fails the event at once", async () => {
    await pointCallbackAt(receiver.url); // http://127.0.0.1:<port>/hooks
    const cardId = await createTestCard(t.gateway.deps.dataSource, { totalIssued: 5 });
    await giveUnits(t.gateway.deps.dataSource, cardId, member.id, 1);
    await relay();

    await vi.waitFor(async () => expect((await eventRow())?.state).toBe("FAILED"), {
      timeout: 30_000,
      interval: 200,
    });
    // No retry follows: the backoff would have tried again after 1 s.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const row = (await eventRow())!;
    expect(Number(row.attempts)).toBe(1);
    expect(row.last_status).toBeNull();
    expect(await deliveryLog()).toEqual([
      {
        state: "FAILED",
        deliveries: [{ statusCode: null, ok: false, error: "refused: 127.0.0.1 is a loopback address" }],
      },
    ]);
    expect(receiver.received).toHaveLength(0);
  });

  it("refuses a name that resolves to an internal address, also on a staff redelivery", async () => {
    await pointCallbackAt(receiver.url.replace("127.0.0.1", "localhost"));
    const row = (await eventRow())!;
    const res = await admin.client.gql(`mutation($id: ID!) { redeliverPartnerEvent(id: $id) { state } }`, {
      id: String(row.id),
    });
    expect(res.body.errors).toBeUndefined();
    await relay();
    await vi.waitFor(async () => expect(Number((await eventRow())?.attempts)).toBe(2), {
      timeout: 30_000,
      interval: 200,
    });
    await vi.waitFor(async () => expect((await eventRow())?.state).toBe("FAILED"), { timeout: 10_000 });
    const [event] = await deliveryLog();
    expect(event!.deliveries).toHaveLength(2);
    expect(event!.deliveries[1]).toMatchObject({ statusCode: null, ok: false });
    expect(event!.deliveries[1]!.error).toMatch(
      /^refused: localhost is resolved to (127\.0\.0\.1|::1), a loopback address$/,
    );
    expect(receiver.received).toHaveLength(0);
  });
});
