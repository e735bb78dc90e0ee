import { Field, ID, InputType, Int, ObjectType } from "type-graphql";

@ObjectType("Partner", { description: "Staff: a partner platform (never its key or secret)." })
export class PartnerType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => [String], {
    description: "members:read, holdings:read, balances:read, activity:read, cards:credit.",
  })
  scopes!: string[];
  @Field({ description: "Webhooks go here; consent return URLs must be on its origin." })
  callbackUrl!: string;
  @Field({ description: "The first characters of the current key, to tell keys apart." }) keyPrefix!: string;
  @Field(() => Date, {
    nullable: true,
    description: "Until when the previous key still works (rotation overlap).",
  })
  previousKeyUntil!: Date | null;
  @Field(() => ID, { nullable: true, description: "The publisher whose cards the partner may credit." })
  publisherId!: string | null;
  @Field() active!: boolean;
  @Field(() => Int) version!: number;
  @Field() createdAt!: Date;
}

@ObjectType("PartnerSecrets", {
  description: "Shown once: copy the key and secret now, they are not stored readable.",
})
export class PartnerSecretsType {
  @Field(() => PartnerType) partner!: PartnerType;
  @Field(() => String, { nullable: true }) apiKey!: string | null;
  @Field(() => String, { nullable: true }) webhookSecret!: string | null;
}

@InputType("PartnerInput")
export class PartnerInputType {
  @Field() name!: string;
  @Field(() => [String]) scopes!: string[];
  @Field() callbackUrl!: string;
  @Field(() => ID, { nullable: true }) publisherId?: string | null;
}

@ObjectType("PartnerDeliveryAttempt")
export class PartnerDeliveryAttemptType {
  @Field(() => Int) attempt!: number;
  @Field(() => Int, { nullable: true }) statusCode!: number | null;
  @Field() ok!: boolean;
  @Field(() => String, { nullable: true }) error!: string | null;
  @Field(() => Int) durationMs!: number;
  @Field() at!: Date;
}

@ObjectType("PartnerEvent", { description: "A webhook event and its delivery attempts." })
export class PartnerEventType {
  @Field(() => ID) id!: string;
  @Field({ description: "The X-Vitrine-Event-Id receivers dedupe on." }) eventId!: string;
  @Field() type!: string;
  @Field({ description: "PENDING, DELIVERED or FAILED." }) state!: string;
  @Field(() => Int) attempts!: number;
  @Field(() => Int, { nullable: true }) lastStatus!: number | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => [PartnerDeliveryAttemptType]) deliveries!: PartnerDeliveryAttemptType[];
}

@ObjectType("PartnerBindRequest", {
  description: "user_verify_code: a code was mailed (if the e-mail is a member's).",
})
export class PartnerBindRequestType {
  @Field(() => ID) requestId!: string;
  @Field(() => Int) expiresInSeconds!: number;
}

@ObjectType("PartnerBinding", { description: "A bound member as the partner sees it." })
export class PartnerBindingType {
  @Field(() => ID) bindingId!: string;
  @Field({ description: "The partner-scoped member id (not Vitrine's internal id)." }) memberId!: string;
  @Field({ description: "CODE (e-mailed code) or FAST (consent page)." }) method!: string;
  @Field() boundAt!: Date;
}

@ObjectType("PartnerMember")
export class PartnerMemberType extends PartnerBindingType {
  @Field() nickname!: string;
}

@ObjectType("PartnerHolding")
export class PartnerHoldingType {
  @Field(() => ID) cardId!: string;
  @Field() cardName!: string;
  @Field(() => ID) publisherId!: string;
  @Field(() => Int) units!: number;
  @Field(() => Int, { description: "Units on open listings." }) listed!: number;
}

@ObjectType("PartnerBalance")
export class PartnerBalanceType {
  @Field({ description: "USDT, JPOINT or JPOWER." }) currency!: string;
  @Field({ description: "Decimal string." }) available!: string;
  @Field({ description: "Decimal string." }) frozen!: string;
}

@ObjectType("PartnerActivity")
export class PartnerActivityType {
  @Field() eventId!: string;
  @Field() type!: string;
  @Field() createdAt!: Date;
  @Field({ description: "The event's data as JSON (ids and amounts)." }) data!: string;
}

@InputType("PartnerCreditInput")
export class PartnerCreditInputType {
  @Field({ description: "Partner-scoped member id." }) memberId!: string;
  @Field(() => ID) cardId!: string;
  @Field(() => Int) units!: number;
  @Field({ description: "The partner's own id for this credit: the same id again does nothing twice." })
  requestId!: string;
}

@ObjectType("PartnerCredit")
export class PartnerCreditType {
  @Field() requestId!: string;
  @Field() memberId!: string;
  @Field(() => ID) cardId!: string;
  @Field(() => Int) units!: number;
  @Field({ description: "False when this request id was already done (nothing minted this time)." })
  created!: boolean;
}

@InputType("PartnerConsentRequest", {
  description: "user_account_bind_fast: the consent page's query string.",
})
export class PartnerConsentRequestType {
  @Field() partnerId!: string;
  @Field() state!: string;
  @Field() returnUrl!: string;
  @Field(() => Int, { description: "Unix seconds when the partner signed it." }) ts!: number;
  @Field({ description: "HMAC-SHA256 hex of partnerId.state.returnUrl.ts with the partner's secret." })
  sig!: string;
}

@ObjectType("PartnerConsent")
export class PartnerConsentType {
  @Field() partnerName!: string;
  @Field(() => [String]) scopes!: string[];
  @Field() alreadyBound!: boolean;
  @Field() denyUrl!: string;
}

@ObjectType("PartnerConsentResult")
export class PartnerConsentResultType {
  @Field({ description: "The partner's return URL with binding, member, state, ts and sig." })
  redirectUrl!: string;
  @Field() memberId!: string;
}

@ObjectType("MyPartnerBinding", { description: "A partner the member is (or was) bound to." })
export class MyPartnerBindingType {
  @Field(() => ID) id!: string;
  @Field() partnerName!: string;
  @Field(() => [String]) scopes!: string[];
  @Field() method!: string;
  @Field({ description: "ACTIVE or REVOKED." }) state!: string;
  @Field() boundAt!: Date;
  @Field(() => Date, { nullable: true }) revokedAt!: Date | null;
}
