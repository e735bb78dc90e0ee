import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  confirmJpointConversion,
  quoteJpointConversion,
} from "../../../src/domains/conversion/services/jpoint-conversion.service.js";
import { SYSTEM_ACCOUNTS } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { expectLedgerSound } from "../../helpers/ledger-check.js";
import { createMarketUser, usdtOf, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { createStaffUser, creditJpoint, jpointOf, systemBalance } from "./jpoint-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

const QUOTE = `mutation($a: String!) { quoteJpointConversion(amount: $a) { id jpoint usdt rate expiresAt expiresInSeconds confirmed } }`;
const CONFIRM = `mutation($q: ID!) { confirmJpointConversion(quoteId: $q) { id jpoint usdt confirmed confirmedAt } }`;

interface Quote {
  id: string;
  jpoint: string;
  usdt: string;
  rate: string;
  expiresAt: string;
  expiresInSeconds: number;
  confirmed: boolean;
}

async function member(jpoint: number): Promise<MarketUser> {
  const user = await createMarketUser(t);
  if (jpoint > 0) await creditJpoint(db(), user.id, jpoint);
  return user;
}

async function quote(user: MarketUser, amount: string) {
  return user.client.gql<{ quoteJpointConversion: Quote }>(QUOTE, { a: amount });
}

async function quoteOk(user: MarketUser, amount: string): Promise<Quote> {
  const res = await quote(user, amount);
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.quoteJpointConversion;
}

beforeAll(async () => {
  // The rate is pinned so the amounts below are exact: 0.032258 USDT per Jpoint.
  t = await startTestGateway({ JPOINT_USDT_RATE_MICRO: "32258" });
});
afterEach(async () => {
  await expectLedgerSound(db());
});
afterAll(async () => {
  await t.close();
});

describe("quoteJpointConversion", () => {
  it("quotes at the configured rate for 60 seconds and moves nothing", async () => {
    const user = await member(100);
    const q = await quoteOk(user, "31");
    expect(q).toMatchObject({ jpoint: "31", usdt: "0.999998", rate: "0.032258", confirmed: false });
    expect(q.expiresInSeconds).toBeGreaterThan(55);
    expect(q.expiresInSeconds).toBeLessThanOrEqual(60);
    expect(new Date(q.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(await jpointOf(db(), user.id)).toBe(100n);
  });

  it("refuses 29 and less (2010) and accepts 30", async () => {
    const user = await member(100);
    for (const amount of ["29", "1", "0"]) {
      const res = await quote(user, amount);
      expect(errorCodeOf(res)).toBe(2010);
      expect(res.body.errors![0]!.extensions!.data).toMatchObject({
        reason: "jpoint.convert.amountMin",
        params: { min: 29 },
        min: 29,
      });
    }
    expect((await quoteOk(user, "30")).jpoint).toBe("30");
  });

  it("refuses more than the available Jpoint (2010), and the whole balance is fine", async () => {
    const user = await member(50);
    const res = await quote(user, "51");
    expect(errorCodeOf(res)).toBe(2010);
    expect(res.body.errors![0]!.extensions!.data).toMatchObject({
      reason: "jpoint.convert.amountOverBalance",
      params: { balance: "50" },
      available: "50",
    });
    expect((await quoteOk(user, "50")).jpoint).toBe("50");
    const none = await member(0);
    expect(errorCodeOf(await quote(none, "30"))).toBe(2010);
  });

  it("refuses amounts that are not whole numbers (400) and visitors (1010)", async () => {
    const user = await member(100);
    for (const amount of ["30.5", "-31", "abc", ""]) expect(errorCodeOf(await quote(user, amount))).toBe(400);
    expect(errorCodeOf(await t.gql(QUOTE, { a: "30" }))).toBe(1010);
  });
});

describe("confirmJpointConversion", () => {
  it("converts: Jpoint to the conversion account, USDT from it; the history lists it", async () => {
    const user = await member(100);
    const conversionJpoint = await systemBalance(db(), SYSTEM_ACCOUNTS.CONVERSION, "JPOINT");
    const q = await quoteOk(user, "40");
    const res = await user.client.gql<{ confirmJpointConversion: { confirmed: boolean; usdt: string } }>(
      CONFIRM,
      { q: q.id },
    );
    expect(res.body.data!.confirmJpointConversion).toMatchObject({ confirmed: true, usdt: "1.29032" });
    expect(await jpointOf(db(), user.id)).toBe(60n);
    expect((await usdtOf(db(), user.id)).available).toBe("1.29032");
    expect(await systemBalance(db(), SYSTEM_ACCOUNTS.CONVERSION, "JPOINT")).toBe(conversionJpoint + 40n);
    const me = await user.client.gql<{ me: { jpointBalance: string; usdtBalance: string } }>(
      `{ me { jpointBalance usdtBalance } }`,
    );
    expect(me.body.data!.me).toEqual({ jpointBalance: "60", usdtBalance: "1.29032" });
    const history = await user.client.gql<{
      jpointConversionHistory: { total: number; page: number; pageSize: number; items: Quote[] };
    }>(`{ jpointConversionHistory { total page pageSize items { id jpoint usdt rate confirmed } } }`);
    expect(history.body.data!.jpointConversionHistory).toEqual({
      total: 1,
      page: 1,
      pageSize: 20,
      items: [{ id: q.id, jpoint: "40", usdt: "1.29032", rate: "0.032258", confirmed: true }],
    });
  });

  it("confirming twice converts once", async () => {
    const user = await member(100);
    const q = await quoteOk(user, "30");
    const first = await user.client.gql(CONFIRM, { q: q.id });
    const second = await user.client.gql(CONFIRM, { q: q.id });
    expect(first.body.errors).toBeUndefined();
    expect(second.body.data).toEqual(first.body.data);
    expect(await jpointOf(db(), user.id)).toBe(70n);
    expect((await usdtOf(db(), user.id)).available).toBe("0.96774");
  });

  it("concurrent confirms of one quote convert once", async () => {
    const user = await member(100);
    const q = await quoteOk(user, "50");
    const results = await Promise.all(Array.from({ length: 6 }, () => user.client.gql(CONFIRM, { q: q.id })));
    for (const res of results) expect(res.body.errors).toBeUndefined();
    expect(await jpointOf(db(), user.id)).toBe(50n);
    expect((await usdtOf(db(), user.id)).available).toBe("1.6129");
    const [row] = (await db().query(
      `SELECT COUNT(*) AS n FROM ledger_transaction WHERE reference_type = 'jpoint_conversion_quote' AND reference_id = ?`,
      [q.id],
    )) as { n: string }[];
    expect(Number(row!.n)).toBe(2);
  });

  it("refuses an expired quote (2028) and moves nothing", async () => {
    const user = await member(100);
    const q = await quoteOk(user, "30");
    await db().query(
      `UPDATE jpoint_conversion_quote SET expires_at = UTC_TIMESTAMP(3) - INTERVAL 1 SECOND WHERE id = ?`,
      [q.id],
    );
    const res = await user.client.gql(CONFIRM, { q: q.id });
    expect(errorCodeOf(res)).toBe(2028);
    expect(await jpointOf(db(), user.id)).toBe(100n);
    expect((await usdtOf(db(), user.id)).available).toBe("0");
  });

  it("expires after 60 seconds (service clock)", async () => {
    const user = await member(100);
    const now = new Date();
    const q = await quoteJpointConversion(t.gateway.deps, user.id, "30", now);
    await expect(
      confirmJpointConversion(t.gateway.deps, user.id, q.id, new Date(now.getTime() + 60_000)),
    ).rejects.toMatchObject({ errorName: "QUOTE_EXPIRED" });
    const done = await confirmJpointConversion(
      t.gateway.deps,
      user.id,
      q.id,
      new Date(now.getTime() + 59_000),
    );
    expect(done.status).toBe("CONFIRMED");
  });

  it("answers another user's quote as an unknown one (404)", async () => {
    const owner = await member(100);
    const other = await member(100);
    const q = await quoteOk(owner, "30");
    const theirs = await other.client.gql(CONFIRM, { q: q.id });
    const unknown = await other.client.gql(CONFIRM, { q: "999999" });
    expect(errorCodeOf(theirs)).toBe(404);
    expect(theirs.body.errors![0]!.extensions).toEqual(unknown.body.errors![0]!.extensions);
    expect(await jpointOf(db(), owner.id)).toBe(100n);
  });

  it("refuses with 2010 when the Jpoint was spent after the quote", async () => {
    const user = await member(100);
    const a = await quoteOk(user, "80");
    const b = await quoteOk(user, "80");
    expect((await user.client.gql(CONFIRM, { q: a.id })).body.errors).toBeUndefined();
    expect(errorCodeOf(await user.client.gql(CONFIRM, { q: b.id }))).toBe(2010);
    expect(await jpointOf(db(), user.id)).toBe(20n);
    const [row] = (await db().query(`SELECT status FROM jpoint_conversion_quote WHERE id = ?`, [b.id])) as {
      status: string;
    }[];
    expect(row!.status).toBe("open");
  });

  it("is refused while Jpoint use is paused (2027) or after the end (2026)", async () => {
    const staff = await createStaffUser(t);
    const user = await member(100);
    const q = await quoteOk(user, "30");
    const pause = await staff.client.gql<{ addJpointPause: { id: string } }>(
      `mutation($i: JpointPauseInput!) { addJpointPause(input: $i) { id } }`,
      {
        i: {
          from: new Date(Date.now() - 60_000).toISOString(),
          to: new Date(Date.now() + 3_600_000).toISOString(),
          scope: "USE",
        },
      },
    );
    expect(errorCodeOf(await user.client.gql(CONFIRM, { q: q.id }))).toBe(2027);
    expect(errorCodeOf(await quote(user, "30"))).toBe(2027);
    await staff.client.gql(`mutation($id: ID!) { removeJpointPause(id: $id) }`, {
      id: pause.body.data!.addJpointPause.id,
    });
    await staff.client.gql(`mutation($e: DateTimeISO) { setJpointServiceEnd(endsAt: $e) { ended } }`, {
      e: new Date(Date.now() - 1000).toISOString(),
    });
    expect(errorCodeOf(await user.client.gql(CONFIRM, { q: q.id }))).toBe(2026);
    await staff.client.gql(`mutation { setJpointServiceEnd(endsAt: null) { ended } }`);
    expect((await user.client.gql(CONFIRM, { q: q.id })).body.errors).toBeUndefined();
    expect(await jpointOf(db(), user.id)).toBe(70n);
  });
});

describe("conversionDemoQuote", () => {
  const DEMO = `query($d: ConversionDirection!, $a: String!) { conversionDemoQuote(direction: $d, amount: $a) { direction amount result rate } }`;

  it("answers both directions for visitors without moving money", async () => {
    const j = await t.gql<{ conversionDemoQuote: Record<string, string> }>(DEMO, {
      d: "JPOINT_TO_USDT",
      a: "100",
    });
    expect(j.body.data!.conversionDemoQuote).toEqual({
      direction: "JPOINT_TO_USDT",
      amount: "100",
      result: "3.2258",
      rate: "0.032258",
    });
    const u = await t.gql<{ conversionDemoQuote: Record<string, string> }>(DEMO, {
      d: "USDT_TO_JPOINT",
      a: "1",
    });
    expect(u.body.data!.conversionDemoQuote).toEqual({
      direction: "USDT_TO_JPOINT",
      amount: "1",
      result: "31",
      rate: "0.032258",
    });
    expect(errorCodeOf(await t.gql(DEMO, { d: "JPOINT_TO_USDT", a: "1.5" }))).toBe(400);
    expect(errorCodeOf(await t.gql(DEMO, { d: "USDT_TO_JPOINT", a: "x" }))).toBe(400);
  });
});
