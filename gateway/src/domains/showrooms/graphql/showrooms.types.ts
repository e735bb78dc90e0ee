import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { PublicUserType } from "../../../graphql/account.types.js";
import { CardType } from "../../../graphql/card.types.js";
import { PageOf } from "../../../graphql/paging.js";

/** Showrooms and Jallery (docs/SHOWROOMS.md). */

export enum ShowroomStatusEnum {
  DRAFT = "DRAFT",
  PUBLISHED = "PUBLISHED",
  PRIVATE = "PRIVATE",
  TAKEN_DOWN = "TAKEN_DOWN",
}
registerEnumType(ShowroomStatusEnum, {
  name: "ShowroomStatus",
  description: "DRAFT = not established yet; PUBLISHED (public) or PRIVATE; TAKEN_DOWN by staff.",
});

export enum ShowroomVisibilityEnum {
  PUBLISHED = "PUBLISHED",
  PRIVATE = "PRIVATE",
}
registerEnumType(ShowroomVisibilityEnum, { name: "ShowroomVisibility" });

export enum ShowroomOrderEnum {
  NEWEST = "NEWEST",
  MOST_LIKED = "MOST_LIKED",
}
registerEnumType(ShowroomOrderEnum, { name: "ShowroomOrder" });

@ObjectType("Jallery", { simpleResolvers: true })
export class JalleryType {
  @Field({ description: "The viewer bought Jallery (showrooms unlocked)." }) hasAccess!: boolean;
  @Field(() => ID, { nullable: true, description: "The primary product to buy, when on sale." })
  productId!: string | null;
  @Field(() => Int) roomsPerMember!: number;
  @Field(() => Int) slotsPerRoom!: number;
}

@ObjectType("ShowroomTemplate", { simpleResolvers: true })
export class ShowroomTemplateType {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field(() => Int) columns!: number;
  @Field(() => Int, { description: "Slots of a room of this type: its NFT max limit." }) slotCount!: number;
  @Field(() => Date, { nullable: true }) retiredAt!: Date | null;
}

@ObjectType("ShowroomSlot", { simpleResolvers: true })
export class ShowroomSlotType {
  @Field(() => Int) slotIndex!: number;
  @Field(() => CardType) card!: CardType;
}

@ObjectType("Showroom", { simpleResolvers: true })
export class ShowroomType {
  @Field(() => ID) id!: string;
  @Field({ description: "Fixed after creation." }) name!: string;
  @Field(() => ID, { description: "The room type, fixed after creation." }) templateId!: string;
  @Field() templateName!: string;
  @Field(() => Int) columns!: number;
  @Field(() => Int, { description: "NFT max limit." }) slotCount!: number;
  @Field() description!: string;
  @Field(() => String, { nullable: true }) coverUrl!: string | null;
  @Field(() => String, { nullable: true, description: "Owner only: the stored cover's key." })
  coverKey!: string | null;
  @Field(() => ShowroomStatusEnum) status!: ShowroomStatusEnum;
  @Field() established!: boolean;
  @Field(() => Date, { nullable: true }) publishedAt!: Date | null;
  @Field(() => String, { nullable: true, description: "Owner only: why staff took the room down." })
  takenDownReason!: string | null;
  @Field(() => Int) likeCount!: number;
  @Field() likedByViewer!: boolean;
  @Field() isOwner!: boolean;
  @Field(() => PublicUserType, { nullable: true }) owner!: PublicUserType | null;
  @Field(() => [ShowroomSlotType]) slots!: ShowroomSlotType[];
  @Field() createdAt!: Date;
}

@ObjectType("ShowroomPage")
export class ShowroomPageType extends PageOf(ShowroomType) {}

@InputType()
export class CreateShowroomInput {
  @Field() name!: string;
  @Field(() => ID) templateId!: string;
}

@InputType()
export class UpdateShowroomInput {
  @Field() description!: string;
  @Field(() => String, {
    nullable: true,
    description: "A key from POST /showrooms/covers; null keeps the cover.",
  })
  coverKey!: string | null;
  @Field(() => ShowroomVisibilityEnum) status!: ShowroomVisibilityEnum;
  @Field(() => String, { nullable: true, description: "Fixed: must equal the room's name (2111 otherwise)." })
  name?: string | null;
  @Field(() => ID, { nullable: true, description: "Fixed: must equal the room's type (2111 otherwise)." })
  templateId?: string | null;
}

@InputType()
export class ShowroomSlotInput {
  @Field(() => Int) slotIndex!: number;
  @Field(() => ID) cardId!: string;
}

@InputType()
export class ShowroomTemplateInput {
  @Field() name!: string;
  @Field(() => Int) columns!: number;
  @Field(() => Int) slotCount!: number;
}
