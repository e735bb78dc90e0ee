/**
 * Bids on one hot auction (issue 19 P3): placeBid (the whole service — the bidder's freeze, the
 * listing's gate, the bid row, the displaced leader's release and the answer) from BENCH_CONCURRENCY
 * bidders at once, against a baseline in the same run: a raw conditional single-row UPDATE of a
 * listing at the same concurrency over a pool of the same size. Prints both rates and the ratio
 * (higher is better), then checks that no accepted bid was lost: the listing's bid count and the bid
 * rows equal the accepted bids, the top accepted amount leads, exactly one bid is leading, every
 * other accepted bid was released once, only the leader holds USDT frozen, the ledger is sound.
 * For reference it also measures placeBid with each bidder on an auction of their own (no
 * contention at all): the hot auction's rate against that one shows what the row lock still costs.
 * Environment: BENCH_SECONDS (5, per measurement), BENCH_CONCURRENCY (20). Run: `npm run bench`.
 */
import "reflect-metadata";
import { createPool } from "mysql2/promise";
import { Money } from "@vitrine/schema";
import { createGateway } from "../gateway/src/bootstrap.js";
import { createAccount } from "../gateway/src/domains/accounts/services/create-account.service.js";
import { checkLedger } from "../gateway/src/domains/ledger/services/check-ledger.service.js";
import { placeBid } from "../gateway/src/domains/market/services/place-bid.service.js";
import { DomainError } from "../gateway/src/shared/domain-error.js";
import { withTransaction } from "../gateway/src/infra/transaction.js";
import { seedDemo } from "../gateway/src/seed/seed-demo.js";
import { creditUsdt, createTestCard, giveUnits } from "../gateway/test/helpers/market-fixtures.js";
import { cleanupIsolated, isolatedConfig } from "../gateway/test/helpers/test-env.js";
import { openAuction } from "../gateway/test/integration/market/auction-fixtures.js";

const SECONDS = Number(process.env.BENCH_SECONDS || 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 20);
/** The gateway's pool size (createDataSource's default); the baseline pool gets the same. */
const POOL = 10;

const config = isolatedConfig({ LOG_LEVEL: "silent" });
const gateway = await createGateway(config);
const { deps } = gateway;
const ds = deps.dataSource;
await seedDemo(ds);

const cardId = await createTestCard(ds, { totalIssued: 2 + CONCURRENCY });
const makeUser = (name: string) =>
  withTransaction(ds, (em) =>
    createAccount(em, {
      email: `${name}@example.com`,
      passwordHash: null,
      nickname: name,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    }),
  );
const seller = await makeUser("benchseller");
await giveUnits(ds, cardId, seller.id, 2 + CONCURRENCY);
const bidders: { id: string }[] = [];
for (let i = 0; i < CONCURRENCY; i++) {
  const user = await makeUser(`benchbidder${i}`);
  await creditUsdt(ds, user.id, "100000000");
  bidders.push(user);
}
const hot = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
const rawListing = await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" });
const own: string[] = [];
for (let i = 0; i < CONCURRENCY; i++)
  own.push(await openAuction(ds, { sellerId: seller.id, cardId, startPrice: "20" }));

/** Runs `bid(amount)` from CONCURRENCY loops for SECONDS; amounts come from one rising counter. */
async function load(bid: (worker: number, amount: number) => Promise<boolean>) {
  let next = 20;
  let accepted = 0;
  let refused = 0;
  let top = 0;
  const until = Date.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (Date.now() < until) {
        const amount = ++next;
        if (await bid(worker, amount)) {
          accepted++;
          top = Math.max(top, amount);
        } else refused++;
      }
    }),
  );
  return { perSecond: accepted / SECONDS, accepted, refused, top };
}

const pool = createPool({ uri: config.DATABASE_URL, connectionLimit: POOL });
const micro = (usdt: number) => Money.parse("USDT", String(usdt)).minor.toString();
const rawBid = async (_worker: number, amount: number) => {
  const [result] = await pool.query(
    `UPDATE market_listing SET highest_bid = ?, bid_count = bid_count + 1
      WHERE id = ? AND status = 'open' AND (highest_bid IS NULL OR highest_bid < ?) AND start_price < ?`,
    [micro(amount), rawListing, micro(amount), micro(amount)],
  );
  return (result as { affectedRows: number }).affectedRows === 1;
};
let key = 0;
const serviceBid = (listingOf: (worker: number) => string) => async (worker: number, amount: number) => {
  try {
    await placeBid(deps, bidders[worker]!.id, {
      listingId: listingOf(worker),
      amount: String(amount),
      idempotencyKey: `bench-${++key}`,
    });
    return true;
  } catch (error) {
    if (error instanceof DomainError && error.errorName === "BID_TOO_LOW") return false;
    throw error;
  }
};

const baseline = await load(rawBid);
const bids = await load(serviceBid(() => hot));
const spread = await load(serviceBid((worker) => own[worker]!));

const [listing] = (await ds.query(
  `SELECT bid_count AS bidCount, highest_bid AS highestBid, highest_bid_id AS highestBidId FROM market_listing WHERE id = ?`,
  [hot],
)) as { bidCount: number; highestBid: string; highestBidId: string }[];
const [rows] = (await ds.query(
  `SELECT COUNT(*) AS n, SUM(status = 'leading') AS leaders FROM market_bid WHERE listing_id = ?`,
  [hot],
)) as { n: string; leaders: string }[];
let spreadFrozen = 0n;
for (const listingId of own) {
  const [row] = (await ds.query(`SELECT COALESCE(highest_bid, 0) AS top FROM market_listing WHERE id = ?`, [
    listingId,
  ])) as { top: string }[];
  spreadFrozen += BigInt(row!.top);
}
const [frozen] = (await ds.query(
  `SELECT COALESCE(SUM(frozen), 0) AS frozen, SUM(frozen > 0) AS holders FROM ledger_account WHERE user_id IS NOT NULL`,
)) as { frozen: string; holders: string }[];
const [released] = (await ds.query(
  `SELECT COUNT(*) AS n, COUNT(DISTINCT t.reference_id) AS bids FROM ledger_transaction t
     JOIN market_bid b ON b.id = t.reference_id AND t.reference_type = 'market_bid'
    WHERE t.kind = 'bid-release' AND b.listing_id = ?`,
  [hot],
)) as { n: string; bids: string }[];
const violations = await checkLedger(ds);
const lost =
  Number(listing!.bidCount) !== bids.accepted ||
  Number(rows!.n) !== bids.accepted ||
  Number(rows!.leaders) !== 1 ||
  Number(released!.n) !== bids.accepted - 1 ||
  Number(released!.bids) !== bids.accepted - 1 ||
  listing!.highestBid !== micro(bids.top) ||
  // Each bidder also leads the auction of their own from the reference run.
  frozen!.frozen !== (BigInt(micro(bids.top)) + spreadFrozen).toString() ||
  Number(frozen!.holders) !== (spread.accepted > 0 ? CONCURRENCY : 1) ||
  violations.length > 0;

console.log(`concurrency ${CONCURRENCY}, ${SECONDS} s each, pool ${POOL}`);
console.log(
  `baseline  raw conditional UPDATE       : ${baseline.perSecond.toFixed(0)} bids/s (${baseline.refused} refused as too low)`,
);
console.log(
  `vitrine   placeBid (freeze + release)  : ${bids.perSecond.toFixed(0)} bids/s (${bids.accepted} accepted, ${bids.refused} refused as too low)`,
);
console.log(
  `reference placeBid, one auction each   : ${spread.perSecond.toFixed(0)} bids/s (no contention; hot / this = ${(bids.perSecond / spread.perSecond).toFixed(2)})`,
);
const ratio = bids.perSecond / baseline.perSecond;
console.log(`ratio     placeBid / baseline          : ${ratio.toFixed(2)}`);
console.log(`lost bids                              : ${lost ? "SOME — see below" : 0}`);
if (lost)
  console.log({ listing, rows, released, frozen, accepted: bids.accepted, top: bids.top, violations });
const summary = {
  goal: "P3",
  what: `placeBid / raw conditional UPDATE, one hot auction (${CONCURRENCY} bidders, ${SECONDS} s)`,
  ratio: Number(ratio.toFixed(2)),
  target: "≥ 0.50, 0 lost bids, ledger sound",
  met: ratio >= 0.5 && !lost,
  extra: `${bids.perSecond.toFixed(0)} vs ${baseline.perSecond.toFixed(0)} bids/s; ${lost ? "LOST BIDS or ledger unsound" : "0 lost, ledger sound"}; uncontended placeBid ${spread.perSecond.toFixed(0)} bids/s`,
};
console.log(`BENCH_SUMMARY ${JSON.stringify(summary)}`);

await pool.end();
await gateway.close();
await cleanupIsolated(config);
if (lost) process.exitCode = 1;
