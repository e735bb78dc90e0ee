import { z } from "zod";
import { emailRule, unitsRule, walletAddressRule } from "@vitrine/schema";
import { stepUpCodeRule } from "./stepUp";

/** Units to move: a whole number from 1 to what is held and not listed. */
const movableUnits = (max: number) => unitsRule(Math.max(1, max), "wallet.card.unitsRange");

/**
 * Card withdrawal: an EVM address of 42 characters ('Wrong wallet address'), units, the fee's
 * currency, and the fresh step-up code.
 */
export function cardWithdrawalFormSchema(maxUnits: number) {
  return z.object({
    address: walletAddressRule("EVM"),
    units: movableUnits(maxUnits),
    feeCurrency: z.enum(["JPOINT", "USDT"]),
    code: stepUpCodeRule,
  });
}

/** Gift: the receiver's e-mail (format checked, lower-cased), units and the fresh step-up code. */
export function giftFormSchema(maxUnits: number) {
  return z.object({ receiverEmail: emailRule, units: movableUnits(maxUnits), code: stepUpCodeRule });
}
