import type fc from "fast-check";
import { checkLedger } from "../../src/domains/ledger/services/check-ledger.service.js";
import { MEMBERS, START_UNITS } from "./model-world.js";
import { expectedFrozen, type LedgerModel, type RealSystem } from "./model-state.js";

/**
 * The model invariants, checked against the database after every command: each member's USDT
 * (available and frozen = leading bids + withdrawals under review) and Jpoint are what the model
 * expects and never negative; every card unit a member holds or lists is where the model put it; the
 * cast's card units are conserved; each listing's state, remaining units and leading bid match (no
 * oversell). After a whole sequence, every rule of the ledger checker (`npm run ledger:check`).
 */

type Cmd = fc.AsyncCommand<LedgerModel, RealSystem>;

function fail(what: string, expected: unknown, actual: unknown): never {
  const text = (v: unknown) => JSON.stringify(v, (_, x: unknown) => (typeof x === "bigint" ? String(x) : x));
  throw new Error(`invariant broken: ${what}: expected ${text(expected)}, got ${text(actual)}`);
}

export async function checkModel(m: LedgerModel, r: RealSystem): Promise<void> {
  const db = r.world.t.gateway.deps.dataSource;
  m.stats.checks += 1;
  const ids = r.cast.members.map((c) => c.user.id);
  // One statement for every balance of the cast (a user's account may span shards: summed).
  const accounts = (await db.query(
    `SELECT user_id, currency, SUM(available) AS available, SUM(frozen) AS frozen
       FROM ledger_account WHERE user_id IN (?) GROUP BY user_id, currency`,
    [ids],
  )) as { user_id: string; currency: string; available: string; frozen: string }[];
  const balance = (userId: string, currency: string) => {
    const row = accounts.find((a) => String(a.user_id) === String(userId) && a.currency === currency);
    return { available: BigInt(row?.available ?? 0), frozen: BigInt(row?.frozen ?? 0) };
  };
  for (const a of accounts) {
    if (BigInt(a.available) < 0n || BigInt(a.frozen) < 0n)
      fail(`user ${a.user_id} ${a.currency} negative`, ">= 0", a);
  }
  for (let i = 0; i < MEMBERS; i++) {
    const usdt = balance(ids[i]!, "USDT");
    const jpoint = balance(ids[i]!, "JPOINT");
    const expected = { available: m.members[i]!.usdt, frozen: expectedFrozen(m, i) };
    if (usdt.available !== expected.available || usdt.frozen !== expected.frozen) {
      fail(`m${i} USDT`, expected, usdt);
    }
    if (jpoint.available !== m.members[i]!.jpoint || jpoint.frozen !== 0n) {
      fail(`m${i} Jpoint`, { available: m.members[i]!.jpoint, frozen: 0n }, jpoint);
    }
  }

  const rows = (await db.query(
    `SELECT user_id, card_id, amount, listed FROM card_holding WHERE user_id IN (?) AND (amount > 0 OR listed > 0)`,
    [ids],
  )) as { user_id: string; card_id: string; amount: number; listed: number }[];
  const actual = new Map(rows.map((row) => [`${row.user_id}/${row.card_id}`, row]));
  for (let i = 0; i < MEMBERS; i++) {
    for (const [cardId, units] of m.members[i]!.units) {
      const row = actual.get(`${ids[i]}/${cardId}`);
      actual.delete(`${ids[i]}/${cardId}`);
      const held = { amount: Number(row?.amount ?? 0), listed: Number(row?.listed ?? 0) };
      if (held.amount !== units.amount || held.listed !== units.listed)
        fail(`m${i} units of card ${cardId}`, units, held);
    }
  }
  if (actual.size > 0) fail("holdings the model does not know", [], [...actual.values()]);
  const castUnits = m.members.reduce(
    (sum, member) => sum + (member.units.get(r.cast.cardId)?.amount ?? 0),
    0,
  );
  if (castUnits !== MEMBERS * START_UNITS)
    fail("cast card units conserved", MEMBERS * START_UNITS, castUnits);

  if (m.listings.length === 0) return;
  const listings = (await db.query(
    `SELECT id, status, remaining, highest_bid FROM market_listing WHERE id IN (?)`,
    [m.listings.map((l) => l.id)],
  )) as { id: string; status: string; remaining: number; highest_bid: string | null }[];
  const byId = new Map(listings.map((l) => [String(l.id), l]));
  for (const l of m.listings) {
    const row = byId.get(l.id);
    const real = {
      status: row?.status,
      remaining: Number(row?.remaining),
      leading: BigInt(row?.highest_bid ?? 0),
    };
    if (real.status !== l.status || real.remaining !== l.remaining || real.leading !== l.leading) {
      fail(`listing ${l.id}`, { status: l.status, remaining: l.remaining, leading: l.leading }, real);
    }
    if (real.remaining < 0) fail(`listing ${l.id} oversold`, ">= 0", real.remaining);
  }
}

/** Runs a command, then checks the model invariants against the database. */
export class Checked implements Cmd {
  constructor(readonly inner: Cmd) {}
  check = (m: Readonly<LedgerModel>) => this.inner.check(m);
  async run(m: LedgerModel, r: RealSystem) {
    const t0 = performance.now();
    await this.inner.run(m, r);
    const t1 = performance.now();
    await checkModel(m, r);
    const tally = (m.stats.byCommand[this.inner.toString().split("(")[0]!] ??= {
      runs: 0,
      ms: 0,
      checkMs: 0,
    });
    tally.runs += 1;
    tally.ms += t1 - t0;
    tally.checkMs += performance.now() - t1;
  }
  toString = () => this.inner.toString();
}

/** Every rule of the ledger checker over the whole database. */
export async function checkLedgerSound(m: LedgerModel, r: RealSystem): Promise<void> {
  m.stats.ledgerChecks += 1;
  const violations = await checkLedger(r.world.t.gateway.deps.dataSource);
  if (violations.length > 0) {
    throw new Error(`ledger checker: ${violations.map((v) => `${v.rule}: ${v.detail}`).join("; ")}`);
  }
}
