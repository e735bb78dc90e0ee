import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { webhookSignature } from "@vitrine/gateway/domains/partners/index.js";
import type { TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { createTestCard, giveUnits, type MarketUser } from "../../gateway/test/helpers/market-fixtures.js";
import type { TestPartner } from "../../gateway/test/integration/partners/partner-fixtures.js";
import { startPartnersWorld, type PartnersWorld } from "./partners-worker.js";

/*
 * Partner webhooks through the outbox and BullMQ: a receiver that fails twice and then succeeds gets the
 * event delivered on the third attempt (exponential backoff), every attempt signed with the same event
 * id; the receiver keeps it once by event id, also when staff redeliver it. The delivery log has every
 * attempt.
 */

interface Received {
  eventId: string;
  body: string;
  timestamp: string;
  signature: string;
}

let world: PartnersWorld;
let t: TestGateway;
let server: Server;
let partner: TestPartner;
let member: MarketUser;
let admin: MarketUser;
const attempts: Received[] = [];
/** What the receiver keeps: one entry per event id (its dedupe). */
const kept = new Map<string, unknown>();
let failuresLeft = 2;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = "";
    req.on("data", (chunk: Buffer) => (body += chunk.toString()));
    req.on("end", () => {
      const received = {
        eventId: String(req.headers["x-vitrine-event-id"]),
        body,
        timestamp: String(req.headers["x-vitrine-timestamp"]),
        signature: String(req.headers["x-vitrine-signature"]),
      };
      attempts.push(received);
      if (failuresLeft > 0) {
        failuresLeft--;
        res.writeHead(503).end();
        return;
      }
      if (!kept.has(received.eventId)) kept.set(received.eventId, JSON.parse(body));
      res.writeHead(200).end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  world = await startPartnersWorld(`http://127.0.0.1:${port}/vitrine-hooks`);
  ({ t, partner, member, admin } = world);
});
afterAll(async () => {
  await world.close();
  await new Promise((resolve) => server.close(resolve));
});

const relay = () => world.relay();

async function eventRow() {
  const [row] = (await t.gateway.deps.dataSource.query(
    `SELECT id, event_id, state, attempts, last_status FROM partner_event WHERE partner_id = ?`,
    [partner.id],
  )) as { id: number; event_id: string; state: string; attempts: number; last_status: number | null }[];
  return row;
}

describe("partner webhooks", () => {
  it("retries a failing receiver with backoff and delivers the event once, signed", async () => {
    const cardId = await createTestCard(t.gateway.deps.dataSource, { totalIssued: 5 });
    await giveUnits(t.gateway.deps.dataSource, cardId, member.id, 2);
    await relay();

    await vi.waitFor(async () => expect((await eventRow())?.state).toBe("DELIVERED"), {
      timeout: 60_000,
      interval: 200,
    });
    const row = (await eventRow())!;
    expect(Number(row.attempts)).toBe(3);
    expect(attempts).toHaveLength(3);
    expect(new Set(attempts.map((a) => a.eventId))).toEqual(new Set([row.event_id]));
    for (const a of attempts) {
      expect(a.signature).toBe(webhookSignature(partner.secret, Number(a.timestamp), a.body));
    }
    expect(kept.size).toBe(1);
    expect(kept.get(row.event_id)).toMatchObject({
      id: row.event_id,
      type: "card.received",
      data: { cardId, units: 2 },
    });
    // The body names the member by the partner-scoped id only.
    expect(attempts[0]!.body).not.toContain(`"${member.id}"`);

    const log = await admin.client.gql<{
      partnerDeliveries: {
        eventId: string;
        state: string;
        deliveries: { statusCode: number; ok: boolean }[];
      }[];
    }>(`query($p: ID!) { partnerDeliveries(partnerId: $p) { eventId state deliveries { statusCode ok } } }`, {
      p: partner.id,
    });
    expect(log.body.errors).toBeUndefined();
    expect(log.body.data!.partnerDeliveries[0]!.deliveries).toEqual([
      { statusCode: 503, ok: false },
      { statusCode: 503, ok: false },
      { statusCode: 200, ok: true },
    ]);
  });

  it("a staff redelivery sends the same event id again and the receiver still keeps it once", async () => {
    const row = (await eventRow())!;
    const res = await admin.client.gql(`mutation($id: ID!) { redeliverPartnerEvent(id: $id) { state } }`, {
      id: String(row.id),
    });
    expect(res.body.errors).toBeUndefined();
    await relay();
    await vi.waitFor(() => expect(attempts).toHaveLength(4), { timeout: 30_000, interval: 200 });
    await vi.waitFor(async () => expect((await eventRow())?.state).toBe("DELIVERED"), { timeout: 30_000 });
    expect(attempts[3]!.eventId).toBe(row.event_id);
    expect(kept.size).toBe(1);
    const unknown = await admin.client.gql(`mutation { redeliverPartnerEvent(id: "99999999") { state } }`);
    expect(unknown.body.errors?.[0]?.extensions?.errorCode).toBe(2189);
  });
});
