import { registerEnumType } from "type-graphql";

export enum StepUpPurposeEnum {
  USDT_WITHDRAWAL = "USDT_WITHDRAWAL",
  CARD_WITHDRAWAL = "CARD_WITHDRAWAL",
  GIFT = "GIFT",
}
registerEnumType(StepUpPurposeEnum, {
  name: "StepUpPurpose",
  description: "What a mailed step-up code authorizes; only that operation accepts it.",
});
