import { Field, ID, InputType, ObjectType } from "type-graphql";

@InputType("AdminCreditUsdtInput")
export class AdminCreditUsdtInput {
  @Field(() => ID) userId!: string;
  @Field({ description: 'Decimal USDT, e.g. "250" or "12.5" (at most 6 decimals).' }) amount!: string;
  @Field({ description: "Why: kept with the ledger transaction for audit." }) reason!: string;
  @Field({ description: "Retrying with the same key credits once." }) idempotencyKey!: string;
}

@ObjectType("LedgerPosting")
export class LedgerPostingType {
  @Field(() => ID) transactionId!: string;
  @Field({ description: "True when this key had already been posted: nothing moved this time." })
  replayed!: boolean;
}
