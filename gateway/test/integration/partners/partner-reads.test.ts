import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import {
  createMarketUser,
  createTestCard,
  uniqueName,
  type MarketUser,
} from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { bindByCode, newPartner, type TestPartner } from "./partner-fixtures.js";

/* A partner reads a bound member's holdings, balances and activity, and credits cards of its own publisher. */

let t: TestGateway;
let member: MarketUser;
let partner: TestPartner;
let memberId: string;
let cardId: string;
let publisherId: string;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(t.gateway.deps.dataSource);
  member = await createMarketUser(t, { usdt: "25.5" });
  cardId = await createTestCard(t.gateway.deps.dataSource, { totalIssued: 10 });
  const [card] = (await t.gateway.deps.dataSource.query(`SELECT publisher_id FROM card WHERE id = ?`, [
    cardId,
  ])) as { publisher_id: number }[];
  publisherId = String(card!.publisher_id);
  partner = await newPartner(t, { publisherId });
  memberId = await bindByCode(t, partner, member.email);
});
afterAll(async () => {
  await t.close();
});

const CREDIT = `mutation($i: PartnerCreditInput!) { partnerCreditCards(input: $i) { requestId memberId cardId units created } }`;
const HOLDINGS = `query($m: String!) { partnerMemberHoldings(memberId: $m) { cardId units listed publisherId } }`;
const BALANCES = `query($m: String!) { partnerMemberBalances(memberId: $m) { currency available frozen } }`;
const ACTIVITY = `query($m: String!) { partnerMemberActivity(memberId: $m) { eventId type data } }`;

describe("partner reads and card credits", () => {
  it("reads balances as decimal strings", async () => {
    const res = await partner.client.gql<{
      partnerMemberBalances: { currency: string; available: string }[];
    }>(BALANCES, { m: memberId });
    expect(res.body.data!.partnerMemberBalances[0]).toEqual({
      currency: "USDT",
      available: "25.5",
      frozen: "0",
    });
  });

  it("credits cards of its publisher once per request id, within the total issue", async () => {
    const requestId = uniqueName("req-");
    const input = { memberId, cardId, units: 3, requestId };
    const first = await partner.client.gql<{ partnerCreditCards: { created: boolean } }>(CREDIT, {
      i: input,
    });
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data!.partnerCreditCards.created).toBe(true);
    const again = await partner.client.gql<{ partnerCreditCards: { created: boolean } }>(CREDIT, {
      i: input,
    });
    expect(again.body.data!.partnerCreditCards.created).toBe(false);
    expect(errorCodeOf(await partner.client.gql(CREDIT, { i: { ...input, units: 4 } }))).toBe(2188);

    const holdings = await partner.client.gql<{ partnerMemberHoldings: { cardId: string; units: number }[] }>(
      HOLDINGS,
      { m: memberId },
    );
    expect(holdings.body.data!.partnerMemberHoldings).toEqual([{ cardId, units: 3, listed: 0, publisherId }]);
    // 3 of 10 minted: 8 more is beyond the total issue (607), and nothing is claimed.
    const over = { memberId, cardId, units: 8, requestId: uniqueName("req-") };
    expect(errorCodeOf(await partner.client.gql(CREDIT, { i: over }))).toBe(607);
    const activity = await partner.client.gql<{ partnerMemberActivity: { type: string; data: string }[] }>(
      ACTIVITY,
      { m: memberId },
    );
    expect(activity.body.data!.partnerMemberActivity.map((a) => a.type)).toEqual(["card.received"]);
    expect(JSON.parse(activity.body.data!.partnerMemberActivity[0]!.data)).toEqual({ cardId, units: 3 });
  });

  it("refuses cards of another publisher (2187), unbound members (2183) and bad input (400)", async () => {
    const other = await newPartner(t, { publisherId: null });
    const otherId = await bindByCode(t, other, member.email);
    const input = { memberId: otherId, cardId, units: 1, requestId: uniqueName("req-") };
    expect(errorCodeOf(await other.client.gql(CREDIT, { i: input }))).toBe(2187);
    // Another partner's member id names nobody for this partner.
    expect(errorCodeOf(await partner.client.gql(HOLDINGS, { m: otherId }))).toBe(2183);
    expect(errorCodeOf(await partner.client.gql(HOLDINGS, { m: "someone" }))).toBe(2183);
    const zero = { memberId, cardId, units: 0, requestId: uniqueName("req-") };
    expect(errorCodeOf(await partner.client.gql(CREDIT, { i: zero }))).toBe(400);
    const unknownCard = { memberId, cardId: "99999999", units: 1, requestId: uniqueName("req-") };
    expect(errorCodeOf(await partner.client.gql(CREDIT, { i: unknownCard }))).toBe(404);
  });
});
