import { CURRENCIES, type Currency } from "@vitrine/schema";
import type { DataSource, EntityManager } from "typeorm";
import {
  findLedgerAccountIds,
  insertLedgerAccountIgnore,
  insertLedgerAccountsIgnore,
  ownerKeyOf,
  type AccountOwner,
} from "../repo/ledger-account.repo.js";

/**
 * Platform-owned accounts. Their balances may go negative (a clearing account is the other side of
 * money that entered the platform); user accounts never may.
 */
export const SYSTEM_ACCOUNTS = {
  /** Money that entered by staff credit (until deposits exist) or left by staff debit. */
  TREASURY: "treasury",
  /** Deposits and withdrawals on chain (one per network later). */
  CHAIN_CLEARING: "chain-clearing",
  /** Payment gateways (card, ATM, Line Pay…) for Jpoint purchases. */
  PAYMENT_CLEARING: "payment-clearing",
  /** Primary-platform sales: what members paid (NT$ by provider, or Jpoint) for releases and packages. */
  PRIMARY_SALES: "primary-sales",
  /** Marketplace fees earned. */
  FEES: "fees",
  /** Jpoint → USDT conversion. */
  CONVERSION: "conversion",
  /** Jpoint handed back by refund requests after the Jpoint service ended, until paid out. */
  JPOINT_REFUNDS: "jpoint-refunds",
  /** Jpower handed out: mission claims, quiz rewards, store cancellations returned (issue 16). */
  JPOWER_REWARDS: "jpower-rewards",
  /** Jpower spent in the Jpower store. */
  JPOWER_STORE: "jpower-store",
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

/**
 * System accounts spread over this many ledger_account rows (shards). Every marketplace trade, auction
 * settlement and fee-taking withdrawal credits the fees account, and every deposit and withdrawal moves
 * chain clearing: as one row each, all of them would queue on its lock until their commits. The
 * balance of such an account is the sum of its shards (`systemBalance`). Raising a count is safe at any
 * time; lowering it leaves the higher shards' balances where they are (still summed).
 */
export const SYSTEM_ACCOUNT_SHARDS: Partial<Record<SystemAccount, number>> = {
  [SYSTEM_ACCOUNTS.FEES]: 16,
  [SYSTEM_ACCOUNTS.CHAIN_CLEARING]: 16,
};

export type AccountRef = { userId: string } | { system: SystemAccount };

const isUser = (ref: AccountRef): ref is { userId: string } => "userId" in ref;

export function accountLabel(ref: AccountRef): string {
  return isUser(ref) ? `user:${ref.userId}` : `system:${ref.system}`;
}

/**
 * The shard of each sharded system account that one database transaction posts to, chosen on its
 * first posting and kept for the rest of it: a transaction then holds at most one shard's lock of each
 * account, so two transactions that post several times (a batch of settlements) never wait for each
 * other's shards in opposite orders. Shards are handed out in turn from a random start, so the
 * transactions one process runs at the same time land on different shards (random picks would collide
 * often — among 10 picks of 16 shards, nearly always — and a batch holds its shard until it commits).
 */
const shardOfTransaction = new WeakMap<object, Map<SystemAccount, number>>();
let nextShard = Math.floor(Math.random() * 256);

function shardFor(em: EntityManager, system: SystemAccount): number {
  const count = SYSTEM_ACCOUNT_SHARDS[system] ?? 1;
  if (count <= 1) return 0;
  const key = (em.queryRunner ?? em) as object;
  let chosen = shardOfTransaction.get(key);
  if (!chosen) shardOfTransaction.set(key, (chosen = new Map()));
  let shard = chosen.get(system);
  if (shard === undefined) {
    shard = nextShard++ % count;
    nextShard %= 1 << 20;
    chosen.set(system, shard);
  }
  return shard;
}

function ownerOf(em: EntityManager, ref: AccountRef): AccountOwner {
  return isUser(ref)
    ? { column: "user_id", value: String(ref.userId), shard: 0 }
    : { column: "system_code", value: ref.system, shard: shardFor(em, ref.system) };
}

/**
 * The ledger account ids for several owners in one currency (one per ref, in order), each created on
 * first use. One SELECT finds the existing ones; INSERT IGNORE makes two racing first uses converge on
 * one row.
 */
export async function ledgerAccountIds(
  em: EntityManager,
  refs: readonly AccountRef[],
  currency: Currency,
): Promise<string[]> {
  const owners = refs.map((ref) => ownerOf(em, ref));
  const distinct = [...new Map(owners.map((o) => [ownerKeyOf(o), o])).values()];
  let found = await findLedgerAccountIds(em, distinct, currency);
  const missing = distinct.filter((o) => !found.has(ownerKeyOf(o)));
  if (missing.length > 0) {
    // Rare: members' and system accounts are opened ahead (openMemberAccounts, openSystemAccounts).
    // One fixed order (the owner key) keeps two postings opening the same accounts out of a cycle.
    missing.sort((x, y) => (ownerKeyOf(x) < ownerKeyOf(y) ? -1 : 1));
    for (const owner of missing) await insertLedgerAccountIgnore(em, owner, currency);
    found = await findLedgerAccountIds(em, distinct, currency);
  }
  return owners.map((owner, index) => {
    const id = found.get(ownerKeyOf(owner));
    if (!id) throw new Error(`could not open ledger account ${accountLabel(refs[index]!)} ${currency}`);
    return id;
  });
}

/** The ledger account id for an owner and currency, created on first use. */
export async function ledgerAccountId(
  em: EntityManager,
  ref: AccountRef,
  currency: Currency,
): Promise<string> {
  return (await ledgerAccountIds(em, [ref], currency))[0]!;
}

/**
 * Opens every shard of every system account in every currency (INSERT IGNORE, autocommitted), run by
 * the gateway and the workers at start-up. Opening one inside a posting would insert into
 * ledger_account under the posting's locks, and concurrent first uses then deadlock on the index
 * (ledger-account-open.test.ts). Raising a shard count takes effect at the next start.
 */
export async function openSystemAccounts(dataSource: DataSource): Promise<void> {
  const accounts = Object.values(SYSTEM_ACCOUNTS).flatMap((system) =>
    Array.from({ length: SYSTEM_ACCOUNT_SHARDS[system] ?? 1 }, (_, shard) =>
      (Object.keys(CURRENCIES) as Currency[]).map((currency) => ({
        owner: { column: "system_code" as const, value: system, shard },
        currency,
      })),
    ).flat(),
  );
  await insertLedgerAccountsIgnore(dataSource, accounts);
}

/** Opens a new member's account in every currency, in the transaction that creates the member. */
export async function openMemberAccounts(em: EntityManager, userId: string): Promise<void> {
  await insertLedgerAccountsIgnore(
    em,
    (Object.keys(CURRENCIES) as Currency[]).map((currency) => ({
      owner: { column: "user_id" as const, value: String(userId), shard: 0 },
      currency,
    })),
  );
}

export { isUser as isUserAccount };
