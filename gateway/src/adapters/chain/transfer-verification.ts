import { keccak256, toHex } from "viem";
import type { ChainAdapter, TransactionLog } from "./chain-adapter.js";
import { tronBase58ToHex } from "./tron-address.js";

/*
 * Staff settling a withdrawal whose send was unclear give a transaction hash; it is accepted only
 * when the chain shows that exact transfer succeeded from the hot wallet, so a hash of another
 * transfer (another member, another amount, a reverted one) can never mark a withdrawal paid.
 */

const TRANSFER_TOPIC = keccak256(toHex("Transfer(address,address,uint256)"));
const TRANSFER_SINGLE_TOPIC = keccak256(toHex("TransferSingle(address,address,address,uint256,uint256)"));

/** The 20 bytes of an EVM ("0x…") or TRON ("T…") address, as lower-case hex without 0x. */
export function addressBytes(address: string): string {
  const hex = address.startsWith("T") ? tronBase58ToHex(address) : address;
  return hex.toLowerCase().replace(/^0x/, "").slice(-40);
}

/** The address in an indexed topic (20 bytes left-padded to 32). */
const topicAddress = (topic: string | undefined) => (topic ?? "").toLowerCase().slice(-40);

/** The 32-byte words of log data as numbers. */
function words(data: string): bigint[] {
  const hex = data.replace(/^0x/, "");
  const out: bigint[] = [];
  for (let i = 0; i + 64 <= hex.length; i += 64) out.push(BigInt(`0x${hex.slice(i, i + 64)}`));
  return out;
}

async function successfulLogs(adapter: ChainAdapter, txHash: string): Promise<TransactionLog[] | null> {
  const outcome = await adapter.transferOutcome(txHash);
  return outcome.status === "success" ? (outcome.logs ?? []) : null;
}

/**
 * True when `txHash` succeeded and holds a Transfer log of `token` from `from` to `to` of exactly
 * `value` base units.
 */
export async function verifyTokenTransfer(
  adapter: ChainAdapter,
  expected: { txHash: string; token: string; from: string; to: string; value: bigint },
): Promise<boolean> {
  const logs = await successfulLogs(adapter, expected.txHash);
  if (!logs) return false;
  const token = addressBytes(expected.token);
  const from = addressBytes(expected.from);
  const to = addressBytes(expected.to);
  return logs.some(
    (log) =>
      addressBytes(log.address) === token &&
      log.topics.length === 3 &&
      log.topics[0]?.toLowerCase() === TRANSFER_TOPIC &&
      topicAddress(log.topics[1]) === from &&
      topicAddress(log.topics[2]) === to &&
      words(log.data)[0] === expected.value,
  );
}

/**
 * True when `txHash` succeeded and holds an ERC-1155 TransferSingle of `contract` from `from` to
 * `to` of exactly `units` of `tokenId` (the operator is not checked: the hot wallet sends itself).
 */
export async function verifyCardTransfer(
  adapter: ChainAdapter,
  expected: { txHash: string; contract: string; from: string; to: string; tokenId: bigint; units: bigint },
): Promise<boolean> {
  const logs = await successfulLogs(adapter, expected.txHash);
  if (!logs) return false;
  const contract = addressBytes(expected.contract);
  const from = addressBytes(expected.from);
  const to = addressBytes(expected.to);
  return logs.some((log) => {
    if (addressBytes(log.address) !== contract || log.topics.length !== 4) return false;
    if (log.topics[0]?.toLowerCase() !== TRANSFER_SINGLE_TOPIC) return false;
    if (topicAddress(log.topics[2]) !== from || topicAddress(log.topics[3]) !== to) return false;
    const [id, value] = words(log.data);
    return id === expected.tokenId && value === expected.units;
  });
}
