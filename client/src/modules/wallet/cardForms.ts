import { z } from "zod";
import { emailRule, looksLikeAddress } from "@vitrine/schema";

/** Units to move: a whole number from 1 to what is held and not listed. */
function unitsRule(max: number) {
  return z.coerce
    .number({ message: "wallet.card.unitsRange" })
    .int({ message: "wallet.card.unitsRange" })
    .min(1, { message: "wallet.card.unitsRange" })
    .max(Math.max(1, max), { message: "wallet.card.unitsRange" });
}

/** Card withdrawal: an EVM address of 42 characters ('Wrong wallet address'), units, the fee's currency. */
export function cardWithdrawalFormSchema(maxUnits: number) {
  return z.object({
    address: z
      .string()
      .trim()
      .min(1, { message: "validation.required" })
      .refine((v) => looksLikeAddress("EVM", v), { message: "error.WRONG_WALLET_ADDRESS" }),
    units: unitsRule(maxUnits),
    feeCurrency: z.enum(["JPOINT", "USDT"]),
  });
}

/** Gift: the receiver's e-mail (format checked, lower-cased) and units. */
export function giftFormSchema(maxUnits: number) {
  return z.object({ receiverEmail: emailRule, units: unitsRule(maxUnits) });
}
