import { Money, USDT_NETWORKS, USDT_WITHDRAWAL_MAX, looksLikeAddress } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { requestHash, runIdempotent, type PriorRequest } from "../../../../shared/idempotency.js";
import { duplicateKeyOf } from "../../../../shared/mysql-errors.js";
import { parseInput } from "../../../../shared/parse-input.js";
import { usdtNetwork } from "../../../../adapters/chain/chain-registry.js";
import { assertKycApproved } from "../../../kyc/index.js";
import { findWithdrawalByKey } from "../../shared/repo/withdrawal.repo.js";
import { checkStepUp, consumeStepUp } from "../../step-up/services/check-step-up.service.js";
import { insertUsdtWithdrawal, openUsdtWithdrawalIdOf } from "../repo/usdt-withdrawal.repo.js";
import { freezeUsdtWithdrawal } from "./usdt-withdrawal-ledger.js";
import { findUsdtWithdrawal, toUsdtWithdrawalView, type UsdtWithdrawalView } from "./usdt-withdrawal-view.js";

export interface RequestUsdtWithdrawalInput {
  network: string;
  address: string;
  amount: string;
  /** The code mailed for USDT_WITHDRAWAL, or the authenticator code when 2FA is on. */
  emailCode: string;
  idempotencyKey: string;
}

export const idempotencyKeyRule = z.string().trim().min(1).max(100);

/** A positive USDT amount with at most 6 decimals, in micro-USDT; 400 otherwise. */
function parseUsdtAmount(text: string): bigint {
  let minor: bigint;
  try {
    minor = Money.parse("USDT", text).minor;
  } catch {
    throw new DomainError("DATA_ERROR", { field: "amount" });
  }
  if (minor <= 0n) throw new DomainError("DATA_ERROR", { field: "amount" });
  return minor;
}

/** The member's withdrawal under this idempotency key, with the hash of what it asked for. */
async function priorRequest(
  deps: AppDeps,
  userId: string,
  key: string,
): Promise<PriorRequest<UsdtWithdrawalView> | null> {
  const row = await findWithdrawalByKey(deps.dataSource, "usdt_withdrawal", userId, key);
  if (!row) return null;
  const view = await findUsdtWithdrawal(deps.dataSource.manager, String(row.id));
  return { requestHash: row.request_hash, result: toUsdtWithdrawalView(view!) };
}

/** What the key stands for: the network, the address and the amount (in micro-USDT when it parses). */
function hashOf(input: RequestUsdtWithdrawalInput): string {
  const amount = String(input.amount ?? "").trim();
  let minor: string = amount;
  try {
    minor = Money.parse("USDT", amount).minor.toString();
  } catch {
    // Not an amount: requestOnce refuses it (400) and stores nothing, so the raw text is enough.
  }
  return requestHash([
    "usdt-withdrawal",
    String(input.network ?? ""),
    String(input.address ?? "").trim(),
    minor,
  ]);
}

/**
 * Asks for a USDT withdrawal to an external address. Checks, in the contract's order: KYC (1033 /
 * 2011), network configured (2038), address valid for the network (2036), amount format (400), not
 * below the network fee (2037, data.fee), not over 5000 (2012), the step-up code for USDT_WITHDRAWAL (1007 / 1003 mailed, 623 authenticator), no
 * other open request (622), balance (1023). Amount + fee are frozen in the same transaction that
 * inserts the request and uses up the code; any refusal changes nothing. `pending_user_id` (UNIQUE)
 * holds the member's id while the request is open, so two racing requests cannot both be open.
 * The same idempotency key with the same network, address and amount answers the first request
 * again (no fresh code needed); with other parameters it is 2016.
 */
export async function requestUsdtWithdrawal(
  deps: AppDeps,
  user: { id: string; email: string },
  ip: string,
  input: RequestUsdtWithdrawalInput,
): Promise<UsdtWithdrawalView> {
  const key = parseInput(idempotencyKeyRule, input.idempotencyKey);
  const hash = hashOf(input);
  // A racing request with the same key that won used our code (1003) or holds the open slot (622):
  // neither is the member's error, so runIdempotent answers the winner's withdrawal instead.
  return runIdempotent(
    hash,
    () => priorRequest(deps, user.id, key),
    () => requestOnce(deps, user, ip, input, key, hash),
  );
}

async function requestOnce(
  deps: AppDeps,
  user: { id: string; email: string },
  ip: string,
  input: RequestUsdtWithdrawalInput,
  key: string,
  hash: string,
): Promise<UsdtWithdrawalView> {
  await assertKycApproved(deps.dataSource.manager, user.id);
  const network = parseInput(z.enum(USDT_NETWORKS), input.network);
  const runtime = usdtNetwork(deps.config, network);
  if (!runtime) throw new DomainError("NETWORK_UNAVAILABLE", { network });
  const address = String(input.address ?? "").trim();
  if (!looksLikeAddress(network, address) || !runtime.adapter.isValidAddress(address)) {
    throw new DomainError("WRONG_WALLET_ADDRESS");
  }
  const amount = parseUsdtAmount(String(input.amount ?? ""));
  const fee = runtime.fee.minor;
  if (amount < fee) throw new DomainError("WITHDRAWAL_BELOW_FEE", { fee: runtime.fee.toDecimal() });
  if (amount > Money.parse("USDT", USDT_WITHDRAWAL_MAX).minor) {
    throw new DomainError("WITHDRAWAL_OVER_LIMIT", { max: USDT_WITHDRAWAL_MAX });
  }
  const proof = await checkStepUp(deps, user, "USDT_WITHDRAWAL", input.emailCode, ip);
  const open = await openUsdtWithdrawalIdOf(deps.dataSource, user.id);
  if (open) throw new DomainError("WITHDRAWAL_ALREADY_REQUESTED", { withdrawalId: open });

  try {
    return await withTransaction(deps.dataSource, async (em) => {
      await consumeStepUp(em, user.id, proof);
      const id = await insertUsdtWithdrawal(em, {
        userId: user.id,
        network,
        address,
        amount,
        fee,
        idempotencyKey: key,
        requestHash: hash,
      });
      await freezeUsdtWithdrawal(em, { id, userId: user.id, amount, fee });
      const row = await findUsdtWithdrawal(em, id);
      return toUsdtWithdrawalView(row!);
    });
  } catch (error) {
    const duplicate = duplicateKeyOf(error);
    if (duplicate === "uq_usdt_withdrawal_pending") throw new DomainError("WITHDRAWAL_ALREADY_REQUESTED");
    throw error;
  }
}
