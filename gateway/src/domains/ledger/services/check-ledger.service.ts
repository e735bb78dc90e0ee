import type { DataSource } from "typeorm";
import { findCardsTotalIssued } from "../../catalog/index.js";
import { findListedOverHeld, sumAllUnitsHeldByCard } from "../../holdings/index.js";
import {
  findPendingMarkerMismatches,
  findPostedOrCreditedDeposits,
  findSentWithoutHash,
  sumAllUnitsInCardWithdrawals,
  sumOpenWithdrawalsByUser,
} from "../../wallet/index.js";
import {
  findCachedBalanceMismatches,
  findFrozenBalances,
  findNegativeUserBalances,
  findShardedUserAccounts,
  findUnbalancedTransactions,
  findUsdtUserPostings,
} from "../repo/ledger-invariants.repo.js";
import { sumMemberBalances } from "../repo/liabilities.repo.js";

export interface LedgerViolation {
  rule: string;
  detail: string;
}

export interface LedgerCheckOptions {
  /**
   * The reserve rule: reads on-chain USDT (micro-USDT) across hot wallet, deposit addresses and cold
   * storage — the wallet's `readOnChainReserves(deps)`. Members' USDT liabilities (available + frozen)
   * must not exceed it. Omitted: the rule is not checked (a check without chain access).
   */
  reserves?: () => Promise<{ total: bigint; complete: boolean; networks?: unknown[] }>;
}

/** At most this many violations of one rule are listed. */
const LIMIT = 50;

/**
 * The ledger invariants (DESIGN.md §4): every transaction sums to zero; every cached balance
 * equals the sum of its entries; no user balance is negative; every card unit is held by exactly one
 * owner (holdings never exceed what was issued) and listed units never exceed held units; every
 * credited chain deposit has exactly its own ledger posting; open withdrawals are covered by frozen money.
 * Each domain answers for its own tables; the rules that span domains are joined here.
 * Returns the violations (empty when the books are sound). Used by tests after every change and by
 * `npm run ledger:check`.
 */
export async function checkLedger(
  dataSource: DataSource,
  options: LedgerCheckOptions = {},
): Promise<LedgerViolation[]> {
  const db = dataSource.manager;
  const violations: LedgerViolation[] = [];
  const report = (rule: string, rows: object[]) => {
    for (const row of rows.slice(0, LIMIT)) {
      violations.push({
        rule,
        detail: JSON.stringify(row, (_, v: unknown) => (typeof v === "bigint" ? String(v) : v)),
      });
    }
  };
  report("transaction sums to zero", await findUnbalancedTransactions(db));
  report("cached balance equals entries", await findCachedBalanceMismatches(db));
  report("no negative user balance", await findNegativeUserBalances(db));
  // A sharded system account is several rows: each is checked above against its own entries, so
  // their sum (the account's balance) equals the account's entries too.
  report("user account not sharded", await findShardedUserAccounts(db));

  const held = await sumAllUnitsHeldByCard(db);
  const withdrawn = await sumAllUnitsInCardWithdrawals(db);
  const issued = await findCardsTotalIssued(db, [...new Set([...held.keys(), ...withdrawn.keys()])]);
  report(
    "holdings within issue",
    [...held]
      .filter(([id, units]) => issued.has(id) && units > BigInt(issued.get(id)!))
      .map(([id, units]) => ({ id, total_issued: issued.get(id), held: units })),
  );
  report(
    "holdings and card withdrawals within issue",
    [...issued]
      .map(([id, total]) => ({
        id,
        total_issued: total,
        units: (held.get(id) ?? 0n) + (withdrawn.get(id) ?? 0n),
      }))
      .filter((row) => row.units > BigInt(row.total_issued)),
  );
  report("open usdt withdrawal marked pending, closed one not", await findPendingMarkerMismatches(db));

  const open = await sumOpenWithdrawalsByUser(db);
  const frozen = await findFrozenBalances(
    db,
    open.map((o) => o.userId),
  );
  report(
    "open withdrawals covered by frozen balance",
    open
      .map((o) => ({
        user_id: o.userId,
        currency: o.currency,
        open_total: o.openTotal,
        frozen: frozen.get(`${o.userId}/${o.currency}`) ?? 0n,
      }))
      .filter((row) => row.open_total > row.frozen),
  );

  const deposits = await findPostedOrCreditedDeposits(db);
  const postings = await findUsdtUserPostings(
    db,
    deposits.flatMap((d) => (d.ledgerTransactionId ? [d.ledgerTransactionId] : [])),
  );
  report(
    "each credited deposit posted once, for its amount, to its owner",
    deposits.flatMap((d) => {
      const credited = d.status === "CREDITED";
      const ofTransaction = postings.filter((p) => p.transactionId === d.ledgerTransactionId);
      const kind = ofTransaction[0]?.kind ?? null;
      const entries = ofTransaction.filter((p) => p.userId === d.userId && p.amount !== null);
      const posted = entries.length > 0 ? entries.map((p) => p.amount) : [null];
      return posted
        .filter(
          (amount) =>
            credited !== (d.ledgerTransactionId !== null) ||
            (credited &&
              (kind === null ||
                kind !== "deposit" ||
                amount === null ||
                BigInt(amount) !== BigInt(d.amount))),
        )
        .map((amount) => ({
          id: d.id,
          status: d.status,
          amount: d.amount,
          ledger_transaction_id: d.ledgerTransactionId,
          kind,
          posted: amount,
        }));
    }),
  );
  report("sent withdrawals have a transaction hash", await findSentWithoutHash(db));
  report("listed within held", await findListedOverHeld(db));
  if (options.reserves) {
    const liabilities = await sumMemberBalances(db, "USDT");
    const reserves = await options.reserves();
    const row = { liabilities, on_chain: reserves.total, complete: reserves.complete };
    report("members' USDT liabilities within on-chain reserves", liabilities > reserves.total ? [row] : []);
    report("on-chain reserves readable", reserves.complete ? [] : [row]);
  }
  return violations;
}
