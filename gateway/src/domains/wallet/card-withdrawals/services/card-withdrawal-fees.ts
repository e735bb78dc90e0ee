import { Money } from "@vitrine/schema";
import type { Config } from "../../../../config.js";
import type { CardFeeCurrency } from "./card-withdrawal-view.js";

/** The card withdrawal fee in each currency (minor units), from configuration. */
export function cardWithdrawalFees(
  config: Pick<Config, "CARD_WITHDRAWAL_FEE_JPOINT" | "CARD_WITHDRAWAL_FEE_USDT">,
) {
  return {
    JPOINT: BigInt(config.CARD_WITHDRAWAL_FEE_JPOINT),
    USDT: Money.parse("USDT", config.CARD_WITHDRAWAL_FEE_USDT).minor,
  } satisfies Record<CardFeeCurrency, bigint>;
}
