import { z } from "zod";
import {
  emailCodeRule,
  parseUsdt,
  usdtNetworkRule,
  usdtWithdrawalAmountRule,
  walletAddressRule,
  type UsdtNetwork,
} from "@vitrine/schema";
import { forwardIssues } from "../../../shared/forms/schemaAt";

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

export { parseUsdt };

/**
 * The withdrawal form's rules (spec §5, the same order the gateway checks them): a supported network
 * that is on, an address of that network ('Wrong wallet address'; EVM addresses have 42 characters),
 * an amount not below the network's fee and at most 5000 USDT (above that, customer service), amount
 * plus fee within the available balance, and the 6-character e-mail code. Messages are locale keys.
 */
export function usdtWithdrawalFormSchema(networks: readonly WithdrawalNetwork[], balance: string | null) {
  return z
    .object({
      network: z.string(),
      address: z.string().trim(),
      amount: z.string().trim(),
      emailCode: emailCodeRule,
    })
    .superRefine((values, ctx) => {
      const network = networks.find((n) => n.network === values.network);
      if (!network || !usdtNetworkRule.safeParse(values.network).success || !network.available) {
        ctx.addIssue({ code: "custom", path: ["network"], message: "wallet.withdraw.networkRequired" });
      }
      const address = walletAddressRule((network?.network ?? "ERC20") as UsdtNetwork);
      forwardIssues(ctx, address.safeParse(values.address), ["address"]);
      forwardIssues(ctx, usdtWithdrawalAmountRule(network?.fee, balance).safeParse(values.amount), [
        "amount",
      ]);
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
