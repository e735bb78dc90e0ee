/**
 * Whether a failed on-chain send certainly moved nothing. A revert (at gas estimation or in the
 * mined receipt), a rejected transaction or a hot wallet short of gas means the transfer did not
 * happen, so the withdrawal can fail and its money come back. Anything else (a timeout, a dropped
 * connection after broadcasting) may have reached the chain: the withdrawal stays SENDING for
 * staff to check the hot wallet's history, because sending it again could pay twice.
 */
const DEFINITE_ERROR_NAMES = new Set([
  "ContractFunctionRevertedError",
  "EstimateGasExecutionError",
  "ExecutionRevertedError",
  "InsufficientFundsError",
  "TransactionRejectedRpcError",
  "UserRejectedRequestError",
  "IntrinsicGasTooLowError",
  "NonceTooLowError",
]);

export function isDefiniteSendFailure(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 8; depth += 1) {
    if (current instanceof Error) {
      if (DEFINITE_ERROR_NAMES.has(current.name)) return true;
      if (/\breverted\b|execution reverted|insufficient funds/i.test(current.message)) return true;
      current = (current as { cause?: unknown }).cause;
    } else {
      break;
    }
  }
  return false;
}

/** A short, storable description of a send error. */
export function sendErrorText(error: unknown): string {
  const text =
    error instanceof Error
      ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
      : String(error);
  return text.replace(/\s+/g, " ").slice(0, 240);
}

/** Micro-USDT (6 decimals) in a token's base units; null when it cannot be expressed exactly. */
export function microToTokenUnits(micro: bigint, decimals: number): bigint | null {
  if (decimals >= 6) return micro * 10n ** BigInt(decimals - 6);
  const divisor = 10n ** BigInt(6 - decimals);
  return micro % divisor === 0n ? micro / divisor : null;
}
