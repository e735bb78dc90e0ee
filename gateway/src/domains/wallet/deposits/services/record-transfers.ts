import type { AppDeps } from "../../../../app-deps.js";
import type { ChainAdapter, TokenTransferLog } from "../../../../adapters/chain/chain-adapter.js";
import type { UsdtNetworkRuntime } from "../../../../adapters/chain/chain-registry.js";
import { insertPendingDeposit, knownDeposits, rependMovedDeposit } from "../repo/chain-deposit.repo.js";
import { depositAddressRows } from "../repo/deposit-address.repo.js";
import { tokenUnitsToMicroUsdt } from "./deposit-amount.js";

/*
 * Step 1 of a deposit poll: of the USDT transfers read from the chain, those paid to a member's
 * deposit address are recorded as PENDING deposits (or moved to the block they are in now).
 */

const ADDRESS_LOOKUP_CHUNK = 500;

/** Token decimals never change: read once per adapter and token. */
const decimalsCache = new WeakMap<ChainAdapter, Map<string, number>>();

async function tokenDecimals(runtime: UsdtNetworkRuntime): Promise<number> {
  let byToken = decimalsCache.get(runtime.adapter);
  if (!byToken) {
    byToken = new Map();
    decimalsCache.set(runtime.adapter, byToken);
  }
  let decimals = byToken.get(runtime.token);
  if (decimals === undefined) {
    decimals = await runtime.adapter.tokenDecimals(runtime.token);
    byToken.set(runtime.token, decimals);
  }
  return decimals;
}

/** EVM addresses and hashes compare case-insensitively (checksums are only a spelling); TRON's base58 does not. */
function addressKey(runtime: UsdtNetworkRuntime, address: string): string {
  return runtime.adapter.family === "evm" ? address.toLowerCase() : address;
}
export const hashKey = (hash: string) => hash.toLowerCase().replace(/^0x/, "");

/**
 * Records the transfers paid to deposit addresses (dust below a micro-USDT is skipped); how many
 * were seen (new or already known).
 */
export async function recordDepositTransfers(
  deps: Pick<AppDeps, "dataSource">,
  runtime: UsdtNetworkRuntime,
  logs: TokenTransferLog[],
  head: bigint,
): Promise<number> {
  const owners = await depositAddressOwners(
    deps,
    runtime,
    logs.map((log) => log.to),
  );
  const decimals = await tokenDecimals(runtime);
  const ours = logs.filter((log) => owners.has(addressKey(runtime, log.to)));
  const settled = await unchangedTransfers(deps, runtime, ours);
  let seen = 0;
  for (const log of ours) {
    const owner = owners.get(addressKey(runtime, log.to))!;
    const amount = tokenUnitsToMicroUsdt(log.value, decimals);
    // Dust below a micro-USDT credits nothing and would be an empty ledger posting.
    if (amount === 0n) continue;
    seen++;
    if (settled.has(transferKey(runtime, log.txHash, log.logIndex, log.blockHash))) continue;
    await recordTransfer(deps, runtime, log, owner, amount, head);
  }
  return seen;
}

/** Which of these addresses are deposit addresses on the network, and whose (address key → user id). */
async function depositAddressOwners(
  deps: Pick<AppDeps, "dataSource">,
  runtime: UsdtNetworkRuntime,
  addresses: string[],
): Promise<Map<string, { userId: string; address: string }>> {
  const unique = [...new Set(addresses.map((a) => addressKey(runtime, a)))];
  const owners = new Map<string, { userId: string; address: string }>();
  for (let i = 0; i < unique.length; i += ADDRESS_LOOKUP_CHUNK) {
    const chunk = unique.slice(i, i + ADDRESS_LOOKUP_CHUNK);
    const rows = await depositAddressRows(deps.dataSource, runtime.network, chunk);
    for (const row of rows) {
      // The column's collation ignores case; TRON addresses must match exactly, so compare again here.
      const key = addressKey(runtime, row.address);
      if (chunk.includes(key)) owners.set(key, { userId: String(row.user_id), address: row.address });
    }
  }
  return owners;
}

/** Records a transfer to a deposit address as PENDING, or moves a known one to the block it is in now. */
const storedTxHash = (runtime: UsdtNetworkRuntime, txHash: string) =>
  runtime.adapter.family === "evm" ? txHash.toLowerCase() : hashKey(txHash);
const transferKey = (runtime: UsdtNetworkRuntime, txHash: string, logIndex: number, blockHash: string) =>
  `${storedTxHash(runtime, txHash)}/${logIndex}/${hashKey(blockHash)}`;

/**
 * The transfers re-read in the unfinal blocks that are stored already and that recording would not
 * change: CREDITED ones, and PENDING ones still in the same block. Every poll re-reads the last
 * `confirmations` blocks, so on a busy chain these are most of its logs, and recording each again
 * (an insert that is ignored, an update that matches nothing) is most of a poll's statements.
 */
async function unchangedTransfers(
  deps: Pick<AppDeps, "dataSource">,
  runtime: UsdtNetworkRuntime,
  logs: TokenTransferLog[],
): Promise<Set<string>> {
  const rows = await knownDeposits(deps.dataSource, runtime.network, [
    ...new Set(logs.map((log) => storedTxHash(runtime, log.txHash))),
  ]);
  const unchanged = new Set<string>();
  for (const row of rows) {
    const key = transferKey(runtime, row.tx_hash, Number(row.log_index), row.block_hash);
    if (row.status === "CREDITED") {
      // A credited row never changes, whatever block the log is seen in now.
      for (const log of logs) {
        if (storedTxHash(runtime, log.txHash) === row.tx_hash && log.logIndex === Number(row.log_index)) {
          unchanged.add(transferKey(runtime, log.txHash, log.logIndex, log.blockHash));
        }
      }
    } else if (row.status === "PENDING") unchanged.add(key);
  }
  return unchanged;
}

async function recordTransfer(
  deps: Pick<AppDeps, "dataSource">,
  runtime: UsdtNetworkRuntime,
  log: TokenTransferLog,
  owner: { userId: string; address: string },
  amount: bigint,
  head: bigint,
): Promise<void> {
  const transfer = {
    network: runtime.network,
    txHash: storedTxHash(runtime, log.txHash),
    logIndex: log.logIndex,
    blockNumber: log.blockNumber,
    blockHash: log.blockHash,
    from: log.from,
    to: owner.address,
    userId: owner.userId,
    amountRaw: log.value,
    amount,
    confirmations: head >= log.blockNumber ? Number(head - log.blockNumber + 1n) : 0,
    requiredConfirmations: runtime.confirmations,
  };
  if (await insertPendingDeposit(deps.dataSource, transfer)) return;
  // Known already: a reorg moved the log into another block (or dropped it and it came back).
  // A CREDITED row never changes.
  await rependMovedDeposit(deps.dataSource, transfer);
}
