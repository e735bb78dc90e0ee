import { Money, USDT_NETWORKS, USDT_WITHDRAWAL_MAX, looksLikeAddress } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../graphql/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { duplicateKeyOf } from "../../../../shared/mysql-errors.js";
import { parseInput } from "../../../../shared/parse-input.js";
import { checkEmailCode, consumeEmailCode } from "../../../accounts/services/email-code.service.js";
import { usdtNetwork } from "../../../chain/chain-registry.js";
import { assertKycApproved } from "../../../kyc/services/kyc-gate.js";
import { freezeUsdtWithdrawal } from "./usdt-withdrawal-ledger.js";
import {
  USDT_WITHDRAWAL_SELECT,
  findUsdtWithdrawal,
  toUsdtWithdrawalView,
  type UsdtWithdrawalRow,
  type UsdtWithdrawalView,
} from "./usdt-withdrawal-view.js";

export interface RequestUsdtWithdrawalInput {
  network: string;
  address: string;
  amount: string;
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

/** The member's withdrawal under this idempotency key, if the request was already made. */
async function priorRequest(deps: AppDeps, userId: string, key: string): Promise<UsdtWithdrawalView | null> {
  const [row] = (await deps.dataSource.query(
    `${USDT_WITHDRAWAL_SELECT} WHERE w.user_id = ? AND w.idempotency_key = ?`,
    [userId, key],
  )) as UsdtWithdrawalRow[];
  return row ? toUsdtWithdrawalView(row) : null;
}

/**
 * Asks for a USDT withdrawal to an external address. Checks, in the contract's order: KYC (1033 /
 * 2011), network configured (2038), address valid for the network (2036), amount format (400), not
 * below the network fee (2037, data.fee), not over 5000 (2012), the mailed code (1007 / 1003), no
 * other open request (622), balance (1023). Amount + fee are frozen in the same transaction that
 * inserts the request and uses up the code; any refusal changes nothing. `pending_user_id` (UNIQUE)
 * holds the member's id while the request is open, so two racing requests cannot both be open.
 * The same idempotency key answers the first request again.
 */
export async function requestUsdtWithdrawal(
  deps: AppDeps,
  user: { id: string; email: string },
  ip: string,
  input: RequestUsdtWithdrawalInput,
): Promise<UsdtWithdrawalView> {
  const key = parseInput(idempotencyKeyRule, input.idempotencyKey);
  const prior = await priorRequest(deps, user.id, key);
  if (prior) return prior;
  try {
    return await requestOnce(deps, user, ip, input, key);
  } catch (error) {
    // A racing request with the same key won: answer it. Its use of the code makes ours look
    // expired (1003) or its open request looks like another one (622): neither is the member's error.
    const sameKey = await priorRequest(deps, user.id, key);
    if (sameKey) return sameKey;
    throw error;
  }
}

async function requestOnce(
  deps: AppDeps,
  user: { id: string; email: string },
  ip: string,
  input: RequestUsdtWithdrawalInput,
  key: string,
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
  const codeId = await checkEmailCode(deps, "withdrawal", user.email, String(input.emailCode ?? ""), ip);
  const [open] = (await deps.dataSource.query(`SELECT id FROM usdt_withdrawal WHERE pending_user_id = ?`, [
    user.id,
  ])) as { id: string }[];
  if (open) throw new DomainError("WITHDRAWAL_ALREADY_REQUESTED", { withdrawalId: String(open.id) });

  try {
    return await withTransaction(deps.dataSource, async (em) => {
      await consumeEmailCode(em, codeId);
      const inserted = (await em.query(
        `INSERT INTO usdt_withdrawal (user_id, network, address, amount, fee, status, pending_user_id, idempotency_key)
         VALUES (?, ?, ?, ?, ?, 'REVIEW', ?, ?)`,
        [user.id, network, address, amount.toString(), fee.toString(), user.id, key],
      )) as { insertId: number | string };
      const id = String(inserted.insertId);
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
