import { Field, ID, InputType, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../graphql/paging.js";
import type { AdminCreditRequestView } from "../services/admin-credit-request.service.js";

@InputType("AdminCreditUsdtInput")
export class AdminCreditUsdtInput {
  @Field(() => ID) userId!: string;
  @Field({ description: 'Decimal USDT, e.g. "250" or "12.5" (at most 6 decimals).' }) amount!: string;
  @Field({ description: "Why: kept with the ledger transaction for audit." }) reason!: string;
  @Field({ description: "Retrying with the same key credits once." }) idempotencyKey!: string;
}

export enum AdminCreditRequestStatusEnum {
  PENDING = "PENDING",
  APPROVED = "APPROVED",
  REJECTED = "REJECTED",
}
registerEnumType(AdminCreditRequestStatusEnum, { name: "AdminCreditRequestStatus" });

@ObjectType("StaffPerson")
export class StaffPersonType {
  @Field(() => ID) id!: string;
  @Field() nickname!: string;
}

@ObjectType("AdminCreditTarget")
export class AdminCreditTargetType {
  @Field(() => ID) id!: string;
  @Field() email!: string;
  @Field() nickname!: string;
}

@ObjectType("AdminCreditRequest", {
  description: "A large staff credit waiting for (or decided by) a second staff member.",
})
export class AdminCreditRequestType implements AdminCreditRequestView {
  @Field(() => ID) id!: string;
  @Field(() => AdminCreditRequestStatusEnum) status!: AdminCreditRequestStatusEnum;
  @Field({ description: "Decimal USDT." }) amount!: string;
  @Field() reason!: string;
  @Field(() => AdminCreditTargetType) target!: AdminCreditTargetType;
  @Field(() => StaffPersonType) requestedBy!: StaffPersonType;
  @Field(() => StaffPersonType, { nullable: true }) decidedBy!: StaffPersonType | null;
  @Field(() => Date, { nullable: true }) decidedAt!: Date | null;
  @Field(() => String, { nullable: true }) decisionNote!: string | null;
  @Field(() => ID, { nullable: true, description: "The ledger transaction, once approved." })
  transactionId!: string | null;
  @Field() createdAt!: Date;
}

@ObjectType("AdminCreditRequestPage")
export class AdminCreditRequestPageType extends PageOf(AdminCreditRequestType) {
  @Field({ description: "Credits of this many USDT or more wait for a second finance staff member." })
  fourEyesThreshold!: string;
}

@ObjectType("LedgerPosting")
export class LedgerPostingType {
  @Field(() => ID, {
    nullable: true,
    description: "The posted transaction; null while a large credit waits for approval.",
  })
  transactionId!: string | null;
  @Field({
    description: "True when this key had already been posted (or requested): nothing moved this time.",
  })
  replayed!: boolean;
  @Field(() => AdminCreditRequestType, {
    nullable: true,
    description: "Set when the credit needs a second staff member: the pending request.",
  })
  pendingRequest!: AdminCreditRequestType | null;
}
