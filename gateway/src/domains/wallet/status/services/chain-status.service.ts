import { Money, USDT_NETWORKS, type UsdtNetwork } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { formatUnits } from "viem";
import type { Config } from "../../../../config.js";
import { usdtNetwork, type UsdtNetworkRuntime } from "../../../../adapters/chain/chain-registry.js";
import { findChainCursor } from "../../deposits/repo/chain-cursor.repo.js";
import { countPendingDeposits } from "../../deposits/repo/chain-deposit.repo.js";
import { usdtWithdrawalTotal } from "../../usdt-withdrawals/repo/usdt-withdrawal.repo.js";

/** How long the status waits for a node: a dead node must not hold the staff page. */
export const CHAIN_STATUS_TIMEOUT_MS = 3_000;

/** Decimals of the chain's own coin: ETH and BNB in wei (18), TRX in sun (6). */
const NATIVE_DECIMALS = { evm: 18, tron: 6 } as const;

/** Withdrawals the hot wallet still has to pay (not yet sent, not failed). */
const OPEN_WITHDRAWAL_STATUSES = ["REVIEW", "APPROVED", "SENDING"] as const;

export interface ChainNetworkStatus {
  network: UsdtNetwork;
  available: boolean;
  confirmations: number | null;
  /** Why part of the status is missing (the node did not answer, or answered with an error). */
  error: string | null;
  headBlock: bigint | null;
  /** The next block the deposit watcher will read (chain_cursor.next_block); null before its first poll. */
  cursorBlock: bigint | null;
  /** Blocks the watcher is behind the head: head − next_block + 1, never negative. */
  lagBlocks: bigint | null;
  lastPolledAt: Date | null;
  pendingDeposits: number | null;
  hotWallet: string | null;
  /** USDT decimal string. */
  hotWalletUsdt: string | null;
  /** The chain's coin as a decimal string (ETH/BNB with 18 decimals, TRX with 6). */
  hotWalletGas: string | null;
  openWithdrawals: Money | null;
  /** True when the hot wallet holds less USDT than the open withdrawals need (null when unknown). */
  shortfall: boolean | null;
}

/** Rejects after `ms` so one unresponsive node answers quickly as an error. */
function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

function unconfigured(network: UsdtNetwork): ChainNetworkStatus {
  return {
    network,
    available: false,
    confirmations: null,
    error: null,
    headBlock: null,
    cursorBlock: null,
    lagBlocks: null,
    lastPolledAt: null,
    pendingDeposits: null,
    hotWallet: null,
    hotWalletUsdt: null,
    hotWalletGas: null,
    openWithdrawals: null,
    shortfall: null,
  };
}

async function networkStatus(
  db: DataSource,
  runtime: UsdtNetworkRuntime,
  timeoutMs: number,
): Promise<ChainNetworkStatus> {
  const { network, adapter } = runtime;
  const hotWallet = adapter.hotWalletAddress();

  // The database half: what the watcher last did and what is waiting on this network.
  const [cursor, pendingDeposits, openTotal] = await Promise.all([
    findChainCursor(db, network),
    countPendingDeposits(db, network),
    usdtWithdrawalTotal(db, network, OPEN_WITHDRAWAL_STATUSES),
  ]);
  const cursorBlock = cursor ? BigInt(cursor.next_block) : null;
  const openWithdrawals = Money.ofMinor("USDT", openTotal);

  // The node half: each read on its own, so one failing read leaves the others.
  const ask = <T>(what: string, read: () => Promise<T>) => withTimeout(read(), timeoutMs, what);
  const [head, usdt, gas] = await Promise.allSettled([
    ask("head block", () => adapter.latestBlockNumber()),
    ask("hot wallet USDT", async () => {
      const [balance, decimals] = await Promise.all([
        adapter.tokenBalance(runtime.token, hotWallet),
        adapter.tokenDecimals(runtime.token),
      ]);
      return { balance, decimals };
    }),
    ask("hot wallet gas", () => adapter.nativeBalance(hotWallet)),
  ]);
  const errors = [head, usdt, gas]
    .filter((r): r is PromiseRejectedResult => r.status === "rejected")
    .map((r) => (r.reason instanceof Error ? r.reason.message.split("\n")[0]! : String(r.reason)));
  const headBlock = head.status === "fulfilled" ? head.value : null;
  const lag = headBlock !== null && cursorBlock !== null ? headBlock - cursorBlock + 1n : null;

  let hotWalletUsdt: string | null = null;
  let shortfall: boolean | null = null;
  if (usdt.status === "fulfilled") {
    const { balance, decimals } = usdt.value;
    hotWalletUsdt = formatUnits(balance, decimals);
    // Compared exactly: balance / 10^decimals < open / 10^6.
    shortfall = balance * 10n ** 6n < openWithdrawals.minor * 10n ** BigInt(decimals);
  }

  return {
    network,
    available: true,
    confirmations: runtime.confirmations,
    error: errors.length ? errors.join("; ") : null,
    headBlock,
    cursorBlock,
    lagBlocks: lag === null ? null : lag < 0n ? 0n : lag,
    lastPolledAt: cursor?.polled_at ?? null,
    pendingDeposits,
    hotWallet,
    hotWalletUsdt,
    hotWalletGas: gas.status === "fulfilled" ? formatUnits(gas.value, NATIVE_DECIMALS[adapter.family]) : null,
    openWithdrawals,
    shortfall,
  };
}

/**
 * Staff's view of each USDT network (docs/WALLET-CHAIN.md, "Chain status for staff"): whether the
 * deposit watcher keeps up with the node and whether the hot wallet can pay what is waiting.
 */
export async function chainStatus(
  deps: { config: Config; dataSource: DataSource },
  options: { timeoutMs?: number } = {},
): Promise<ChainNetworkStatus[]> {
  const timeoutMs = options.timeoutMs ?? CHAIN_STATUS_TIMEOUT_MS;
  return Promise.all(
    USDT_NETWORKS.map((network) => {
      const runtime = usdtNetwork(deps.config, network);
      return runtime ? networkStatus(deps.dataSource, runtime, timeoutMs) : unconfigured(network);
    }),
  );
}
