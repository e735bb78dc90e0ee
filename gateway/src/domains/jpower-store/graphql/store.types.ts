import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PageOf } from "../../../graphql/paging.js";

export enum StoreItemKindEnum {
  PHYSICAL = "PHYSICAL",
  DIGITAL = "DIGITAL",
}
registerEnumType(StoreItemKindEnum, {
  name: "StoreItemKind",
  description: "Physical goods shipped to a receiver, or a digital card minted at once.",
});

export enum StoreOrderStatusEnum {
  PAID = "PAID",
  SHIPPED = "SHIPPED",
  DELIVERED = "DELIVERED",
  CANCELLED = "CANCELLED",
}
registerEnumType(StoreOrderStatusEnum, {
  name: "StoreOrderStatus",
  description:
    "PAID (processing) → SHIPPED → DELIVERED, or PAID → CANCELLED; digital items are DELIVERED at once.",
});

@ObjectType("StoreItem", { description: "An item of the Jpower store." })
export class StoreItemType {
  @Field(() => ID) id!: string;
  @Field(() => StoreItemKindEnum) kind!: StoreItemKindEnum;
  @Field(() => ID, { nullable: true, description: "The card a digital item mints." }) cardId!: string | null;
  @Field({ description: "Price in Jpower (whole points, decimal string)." }) price!: string;
  @Field(() => Int, { description: "Units left." }) stock!: number;
  @Field(() => Int) sold!: number;
  @Field(() => Int) perMemberLimit!: number;
  @Field() imageUrl!: string;
  @Field(() => Date, { nullable: true }) startsAt!: Date | null;
  @Field(() => Date, { nullable: true }) endsAt!: Date | null;
  @Field() active!: boolean;
  @Field({ description: "Active and inside the sale window now." }) onSale!: boolean;
  @Field(() => Int, { description: "Staff edits send it back: a stale version is 2143." }) version!: number;
  @Field({ description: "In the caller's language (tw when there is none in it)." }) name!: string;
  @Field() description!: string;
}

@ObjectType("StoreItemText")
export class StoreItemTextType {
  @Field() language!: string;
  @Field() name!: string;
  @Field() description!: string;
}

@ObjectType("StaffStoreItem", { description: "Staff: a store item with every language's text." })
export class StaffStoreItemType extends StoreItemType {
  @Field(() => [StoreItemTextType]) texts!: StoreItemTextType[];
}

@ObjectType("StoreFront", {
  description: "The Jpower store: items on sale or coming, and the viewer's Jpower.",
})
export class StoreFrontType {
  @Field(() => [StoreItemType]) items!: StoreItemType[];
  @Field(() => String, { nullable: true, description: "Available Jpower of the viewer (null for visitors)." })
  balance!: string | null;
}

@ObjectType("StoreReceiver", { description: "Spec §3 Receiver info." })
export class StoreReceiverType {
  @Field() name!: string;
  @Field() phone!: string;
  @Field() address!: string;
}

@ObjectType("StoreAddress", { description: "A receiver saved in the member's address book." })
export class StoreAddressType extends StoreReceiverType {
  @Field(() => ID) id!: string;
}

@ObjectType("StoreOrder", { description: "A Jpower store purchase." })
export class StoreOrderType {
  @Field(() => ID) id!: string;
  @Field(() => ID) itemId!: string;
  @Field() itemName!: string;
  @Field(() => StoreItemKindEnum) itemKind!: StoreItemKindEnum;
  @Field() imageUrl!: string;
  @Field(() => Int) quantity!: number;
  @Field({ description: "Jpower paid." }) total!: string;
  @Field(() => StoreOrderStatusEnum) status!: StoreOrderStatusEnum;
  @Field(() => StoreReceiverType, { nullable: true }) receiver!: StoreReceiverType | null;
  @Field(() => String, { nullable: true }) carrier!: string | null;
  @Field(() => String, { nullable: true }) trackingNumber!: string | null;
  @Field() createdAt!: Date;
  @Field(() => Date, { nullable: true }) shippedAt!: Date | null;
  @Field(() => Date, { nullable: true }) deliveredAt!: Date | null;
  @Field(() => Date, { nullable: true }) cancelledAt!: Date | null;
}

@ObjectType("StaffStoreOrder", { description: "Staff: a store order with the member who placed it." })
export class StaffStoreOrderType extends StoreOrderType {
  @Field(() => ID) userId!: string;
}

@ObjectType("StoreOrderPage")
export class StoreOrderPageType extends PageOf(StoreOrderType) {}

@ObjectType("StaffStoreOrderPage")
export class StaffStoreOrderPageType extends PageOf(StaffStoreOrderType) {}

@InputType("StoreReceiverInput")
export class StoreReceiverInput {
  @Field() name!: string;
  @Field({ description: "09 followed by 8 digits." }) phone!: string;
  @Field() address!: string;
}

@InputType("BuyStoreItemInput")
export class BuyStoreItemInput {
  @Field(() => ID) itemId!: string;
  @Field(() => Int, { nullable: true, description: "1 … 10 (default 1)." }) quantity?: number | null;
  @Field(() => StoreReceiverInput, { nullable: true, description: "Required for physical items." })
  receiver?: StoreReceiverInput | null;
  @Field(() => Boolean, { nullable: true, description: "Also keep the receiver in the address book." })
  saveAddress?: boolean | null;
  @Field({
    description: "The client's request id (8–64 of A-Z a-z 0-9 _ -): the same id twice is one order.",
  })
  requestId!: string;
}

@InputType("StoreItemTextInput")
export class StoreItemTextInput {
  @Field() language!: string;
  @Field() name!: string;
  @Field() description!: string;
}

@InputType("StoreItemInput", {
  description: "Staff: a store item (tw's name required; digital items name a card).",
})
export class StoreItemInputType {
  @Field(() => StoreItemKindEnum) kind!: StoreItemKindEnum;
  @Field(() => ID, { nullable: true }) cardId?: string | null;
  @Field({ description: "Price in Jpower, a whole number 1 … 9999999999." }) price!: string;
  @Field(() => Int) stock!: number;
  @Field(() => Int) perMemberLimit!: number;
  @Field({ defaultValue: "" }) imageUrl!: string;
  @Field(() => Date, { nullable: true }) startsAt?: Date | null;
  @Field(() => Date, { nullable: true }) endsAt?: Date | null;
  @Field({ defaultValue: true }) active!: boolean;
  @Field(() => [StoreItemTextInput]) texts!: StoreItemTextInput[];
}

@InputType("StoreShipmentInput")
export class StoreShipmentInput {
  @Field() carrier!: string;
  @Field() trackingNumber!: string;
}
