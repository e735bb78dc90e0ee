import { z } from "zod";
import {
  emailCodeRule,
  looksLikeAddress,
  Money,
  USDT_NETWORKS,
  USDT_WITHDRAWAL_MAX,
  type UsdtNetwork,
} from "@vitrine/schema";

/** What the withdrawal form needs to know about a network (from `usdtNetworks`). */
export interface WithdrawalNetwork {
  network: UsdtNetwork;
  available: boolean;
  fee: string;
}

export interface UsdtWithdrawalFormValues {
  network: string;
  address: string;
  amount: string;
  emailCode: string;
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
 * The withdrawal form's rules (spec §5, the same order the gateway checks them): a supported network
 * that is on, an address of that network ('Wrong wallet address'; EVM addresses have 42 characters),
 * an amount not below the network's fee and at most 5000 USDT (above that, customer service), amount
 * plus fee within the available balance, and the 6-character e-mail code. Messages are locale keys.
 */
export function usdtWithdrawalFormSchema(networks: readonly WithdrawalNetwork[], balance: string | null) {
  const max = Money.parse("USDT", USDT_WITHDRAWAL_MAX);
  const available = balance == null ? null : parseUsdt(balance);
  return z
    .object({
      network: z.string(),
      address: z.string().trim(),
      amount: z.string().trim(),
      emailCode: emailCodeRule,
    })
    .superRefine((values, ctx) => {
      const network = networks.find((n) => n.network === values.network);
      if (!network || !(USDT_NETWORKS as readonly string[]).includes(values.network) || !network.available) {
        ctx.addIssue({ code: "custom", path: ["network"], message: "wallet.withdraw.networkRequired" });
      }
      if (!values.address) {
        ctx.addIssue({ code: "custom", path: ["address"], message: "validation.required" });
      } else if (!looksLikeAddress((network?.network ?? "ERC20") as UsdtNetwork, values.address)) {
        ctx.addIssue({ code: "custom", path: ["address"], message: "error.WRONG_WALLET_ADDRESS" });
      }
      if (!values.amount) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "validation.required" });
        return;
      }
      const amount = parseUsdt(values.amount);
      if (!amount || amount.compare(Money.zero("USDT")) <= 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "wallet.withdraw.amountFormat" });
        return;
      }
      const fee = network ? parseUsdt(network.fee) : null;
      if (fee && amount.compare(fee) < 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "error.WITHDRAWAL_BELOW_FEE" });
      } else if (amount.compare(max) > 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "error.WITHDRAWAL_OVER_LIMIT" });
      } else if (fee && available && amount.add(fee).compare(available) > 0) {
        ctx.addIssue({ code: "custom", path: ["amount"], message: "wallet.withdraw.overBalance" });
      }
    });
}

/** Amount + fee (what leaves the balance) and what arrives, for the figures under the form. */
export function withdrawalFigures(
  amountText: string,
  feeText: string | undefined,
): { fee: string; total: string; receive: string } | null {
  const amount = parseUsdt(amountText);
  const fee = feeText ? parseUsdt(feeText) : null;
  if (!amount || !fee) return null;
  return { fee: fee.toDecimal(), total: amount.add(fee).toDecimal(), receive: amount.toDecimal() };
}
