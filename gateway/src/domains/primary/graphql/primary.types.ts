import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { CardType } from "../../../graphql/card.types.js";
import { PageOf } from "../../../graphql/paging.js";
import type {
  BuyJpointInput as BuyJpointInputView,
  BuyProductInput as BuyProductInputView,
} from "../services/buy-product.service.js";
import type { CreateReleaseInput } from "../services/create-release-product.service.js";
import type { UpdateReleaseInput } from "../services/update-release-product.service.js";
import type { InvoiceInput, PurchaserInput } from "../services/order-input.js";

/**
 * The primary platform's GraphQL types (docs/PRIMARY-API.md). NT$ and Jpoint are whole numbers sent
 * as decimal strings, like every amount in the API.
 */

export enum ProductKindEnum {
  RELEASE = "RELEASE",
  PACKAGE = "PACKAGE",
  FEATURE = "FEATURE",
}
registerEnumType(ProductKindEnum, {
  name: "ProductKind",
  description: "A single release, a card package, or a feature (Jallery unlocks showrooms).",
});

export enum PrimaryOrderKindEnum {
  JPOINT = "JPOINT",
  PRODUCT = "PRODUCT",
}
registerEnumType(PrimaryOrderKindEnum, { name: "PrimaryOrderKind" });

export enum PrimaryOrderStateEnum {
  PROCESSING = "PROCESSING",
  SUCCESS = "SUCCESS",
  FAIL = "FAIL",
  TIMEOUT = "TIMEOUT",
}
registerEnumType(PrimaryOrderStateEnum, {
  name: "PrimaryOrderState",
  description: "PROCESSING while the payment is awaited (held 1 hour), then SUCCESS, FAIL or TIMEOUT.",
});

export enum InvoiceTypeEnum {
  ELECTRONIC = "ELECTRONIC",
  CARRIER = "CARRIER",
}
registerEnumType(InvoiceTypeEnum, {
  name: "InvoiceType",
  description: "Electronic invoice or mobile carrier.",
});

@ObjectType("PaymentWay", { description: "A way to pay offered by the server (get_buy_jpoint_payment_way)." })
export class PaymentWayType {
  @Field() id!: string;
  @Field({ description: "CREDIT_CARD, ATM, LINE_PAY or UNION_PAY." }) method!: string;
  @Field({ description: "The gateway behind it: ecpay, openpay, funpoint, wanpay, linepay." })
  provider!: string;
}

@ObjectType("PrimaryProduct", { description: "A release or card package sold by Vitrine." })
export class PrimaryProductType {
  @Field(() => ID) id!: string;
  @Field(() => ProductKindEnum) kind!: ProductKindEnum;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => CardType, { nullable: true, description: "RELEASE: the card sold." }) card!: CardType | null;
  @Field({ description: "NT$ per unit (card, ATM, Line Pay, UnionPay)." }) priceTwd!: string;
  @Field(() => String, { nullable: true }) discountPriceTwd!: string | null;
  @Field(() => String, { nullable: true, description: "Jpoint per unit; null: not sold for Jpoint." })
  priceJpoint!: string | null;
  @Field(() => Int) totalSupply!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => Int) maxPerOrder!: number;
  @Field() purchasable!: boolean;
  @Field() releaseAt!: Date;
  @Field({ description: "Early-bird Jpoint sales open at this time (1 hour before release)." })
  earlyBirdAt!: Date;
  @Field(() => Date, { nullable: true }) saleEndsAt!: Date | null;
  @Field(() => Date, { nullable: true, description: "PACKAGE: packages open from this time." })
  openAt!: Date | null;
  @Field(() => Int, { nullable: true }) cardsPerPackage!: number | null;
  @Field(() => String, {
    nullable: true,
    description: "PACKAGE: SHA-256 of the draw seed, published before the sale.",
  })
  seedHash!: string | null;
}

@ObjectType("AtmInstructions", { description: "Where to transfer for an ATM order, and by when." })
export class AtmInstructionsType {
  @Field() bankCode!: string;
  @Field() virtualAccount!: string;
  @Field() deadline!: Date;
}

@ObjectType("PrimaryOrder", { description: "A primary-platform order (complete/{orderId})." })
export class PrimaryOrderType {
  @Field(() => ID, { description: "The public order number." }) orderId!: string;
  @Field(() => PrimaryOrderKindEnum) kind!: PrimaryOrderKindEnum;
  @Field(() => PrimaryOrderStateEnum) state!: PrimaryOrderStateEnum;
  @Field(() => ID, { nullable: true }) productId!: string | null;
  @Field(() => String, { nullable: true }) productName!: string | null;
  @Field(() => ProductKindEnum, { nullable: true }) productKind!: ProductKindEnum | null;
  @Field(() => Int) quantity!: number;
  @Field({ description: "JPOINT or CHANNEL (a payment provider)." }) payWith!: string;
  @Field(() => String, { nullable: true }) paymentWay!: string | null;
  @Field(() => String, { nullable: true, description: "NT$ to pay through the provider." }) amountTwd!:
    string | null;
  @Field(() => String, { nullable: true, description: "Jpoint paid." }) amountJpoint!: string | null;
  @Field(() => String, { nullable: true, description: "JPOINT orders: points credited when paid." })
  jpointCredit!: string | null;
  @Field({ description: "Paid after the hold ended: honoured as the item or as Jpoint." }) paidLate!: boolean;
  @Field(() => String, { nullable: true, description: "ITEM or JPOINT for a late payment." })
  lateOutcome!: string | null;
  @Field(() => String, {
    nullable: true,
    description:
      "Staff refund: PENDING while the provider is asked, DONE once refunded (state stays SUCCESS).",
  })
  refundState!: string | null;
  @Field(() => Date, { nullable: true }) expiresAt!: Date | null;
  @Field(() => Date, { nullable: true }) paidAt!: Date | null;
  @Field() createdAt!: Date;
  @Field(() => String, { nullable: true, description: "The provider's payment page (while PROCESSING)." })
  paymentUrl!: string | null;
  @Field(() => AtmInstructionsType, { nullable: true }) atm!: AtmInstructionsType | null;
  @Field(() => String, { nullable: true }) invoiceType!: string | null;
  @Field(() => String, { nullable: true }) carrierCode!: string | null;
  @Field(() => String, { nullable: true }) purchaserName!: string | null;
  @Field(() => String, { nullable: true }) purchaserEmail!: string | null;
}

@ObjectType("PrimaryOrderPage")
export class PrimaryOrderPageType extends PageOf(PrimaryOrderType) {}

@InputType("InvoiceInput")
export class InvoiceInputType implements InvoiceInput {
  @Field(() => InvoiceTypeEnum) type!: InvoiceTypeEnum;
  @Field(() => String, { nullable: true, description: 'CARRIER: "/" and 7 characters.' })
  carrierCode?: string | null;
}

@InputType("PurchaserInput", { description: "Who pays (stored with the order; the invoice goes to them)." })
export class PurchaserInputType implements PurchaserInput {
  @Field() name!: string;
  @Field() email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
}

@InputType("BuyJpointInput")
export class BuyJpointInput implements BuyJpointInputView {
  @Field(() => Int, { description: "NT$, whole and over 100; the same number of Jpoint is credited." })
  amount!: number;
  @Field({ description: "A PaymentWay id." }) paymentWay!: string;
  @Field(() => InvoiceInputType) invoice!: InvoiceInputType;
  @Field(() => PurchaserInputType) purchaser!: PurchaserInputType;
  @Field({ description: "Client-chosen (8–64 of A-Z a-z 0-9 _ -): a retry returns the first order." })
  idempotencyKey!: string;
  @Field(() => String, { nullable: true, description: "Language of the page to come back to (default tw)." })
  locale?: string | null;
}

@InputType("BuyProductInput")
export class BuyProductInput implements BuyProductInputView {
  @Field(() => ID) productId!: string;
  @Field(() => Int) quantity!: number;
  @Field({ description: "JPOINT (immediate) or CHANNEL (through paymentWay, held 1 hour)." })
  payWith!: string;
  @Field(() => String, { nullable: true }) paymentWay?: string | null;
  @Field(() => InvoiceInputType, { nullable: true }) invoice?: InvoiceInputType | null;
  @Field(() => PurchaserInputType, { nullable: true }) purchaser?: PurchaserInputType | null;
  @Field() idempotencyKey!: string;
  @Field(() => String, { nullable: true }) locale?: string | null;
}

@InputType("CreateReleaseInput", { description: "Staff: a card put on primary sale." })
export class CreateReleaseInputType implements CreateReleaseInput {
  @Field(() => ID) cardId!: string;
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => Int, { description: "NT$ per unit." }) priceTwd!: number;
  @Field(() => Int, { nullable: true, description: "Below priceTwd." }) discountPriceTwd?: number | null;
  @Field(() => Int, { nullable: true, description: "Jpoint per unit; null: not sold for Jpoint." })
  priceJpoint?: number | null;
  @Field(() => Int, { description: "Units for sale; at most what the card can still mint." })
  totalSupply!: number;
  @Field(() => Int, { nullable: true, description: "Default 10." }) maxPerOrder?: number | null;
  @Field() releaseAt!: Date;
  @Field(() => Date, { nullable: true }) saleEndsAt?: Date | null;
}

@InputType("UpdateReleaseInput", {
  description: "Staff: new sale terms of a single release that has sold and reserved nothing yet.",
})
export class UpdateReleaseInputType implements UpdateReleaseInput {
  @Field(() => ID) id!: string;
  @Field(() => Int, { description: "NT$ per unit." }) priceTwd!: number;
  @Field(() => Int, { nullable: true, description: "Below priceTwd." }) discountPriceTwd?: number | null;
  @Field(() => Int, { nullable: true, description: "Jpoint per unit; null: not sold for Jpoint." })
  priceJpoint?: number | null;
  @Field(() => Int, { description: "Units for sale; at most what the card can still mint." })
  totalSupply!: number;
  @Field(() => Int, { nullable: true, description: "Default 10." }) maxPerOrder?: number | null;
  @Field() releaseAt!: Date;
  @Field(() => Date, { nullable: true }) saleEndsAt?: Date | null;
}
