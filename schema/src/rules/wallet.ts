/**
 * Wallet rules of spec §5: wallet addresses ('Wrong wallet address', EVM addresses have 42
 * characters), the three supported USDT networks, and the USDT withdrawal amount (not below the fee,
 * above 5000 USDT only through customer service, amount plus fee within the balance).
 */
import { z } from "zod";
import { Money } from "../money.js";
import { MAX_LENGTH } from "../limits.js";
import { idRule } from "./bounds.js";
import { looksLikeAddress, USDT_NETWORKS, USDT_WITHDRAWAL_MAX, type UsdtNetwork } from "../wallet.js";

/** Spec §5: "Only ERC20, BEP20, TRC20 networks are supported". */
export const usdtNetworkRule = z.enum(USDT_NETWORKS, { message: "wallet.withdraw.networkRequired" });

/** A wallet address of `network` (EVM: 0x + 40 hex digits, 42 characters; TRON: base58, 34). */
export function walletAddressRule(network: UsdtNetwork | "EVM") {
  return z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .refine((v) => looksLikeAddress(network, v), { message: "error.WRONG_WALLET_ADDRESS" });
}

/** A USDT amount as typed: digits with at most the 6 decimals USDT carries. */
const USDT_AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/** Parses a typed USDT amount, or null when it is not one. */
export function parseUsdt(text: string): Money | null {
  const value = text.trim();
  if (!USDT_AMOUNT.test(value)) return null;
  try {
    return Money.parse("USDT", value);
  } catch {
    return null;
  }
}

/**
 * The USDT withdrawal amount (spec §5), checked in the gateway's order: a positive USDT amount, not
 * below the network's `fee`, at most USDT_WITHDRAWAL_MAX, and amount + fee within `balance` when known.
 */
export function usdtWithdrawalAmountRule(fee: string | null | undefined, balance: string | null | undefined) {
  const max = Money.parse("USDT", USDT_WITHDRAWAL_MAX);
  const feeAmount = fee ? parseUsdt(fee) : null;
  const available = balance == null ? null : parseUsdt(balance);
  return z.string().superRefine((text, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: "custom", message });
    if (!text.trim()) return fail("validation.required");
    const amount = parseUsdt(text);
    if (!amount || amount.compare(Money.zero("USDT")) <= 0) return fail("wallet.withdraw.amountFormat");
    if (feeAmount && amount.compare(feeAmount) < 0) fail("error.WITHDRAWAL_BELOW_FEE");
    else if (amount.compare(max) > 0) fail("error.WITHDRAWAL_OVER_LIMIT");
    else if (feeAmount && available && amount.add(feeAmount).compare(available) > 0) {
      fail("wallet.withdraw.overBalance");
    }
  });
}

/**
 * A staff USDT credit to a member (the gateway parses it; the staff form checks the same): the
 * member's id, a positive USDT amount with up to 6 decimals, the reason kept in the ledger, and the
 * key that makes a retried submit post once.
 */
export const adminCreditRule = z.object({
  userId: idRule,
  amount: z.string().regex(/^\d{1,10}(\.\d{1,6})?$/, { message: "validation.format" }),
  reason: z
    .string()
    .trim()
    .min(3, { message: "validation.tooShort" })
    .max(MAX_LENGTH.reason, { message: "validation.tooLong" }),
  idempotencyKey: z.string().trim().min(8).max(100),
});
