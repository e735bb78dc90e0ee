import { Field, ID, InputType, Int, ObjectType, registerEnumType } from "type-graphql";
import { CardType } from "../../../graphql/card.types.js";
import type {
  CardOddsView,
  CreatePackageProductInput as CreatePackageProductInputView,
  PackageDrawView,
  PackageOddsView,
  PackagePoolEntryInput as PackagePoolEntryInputView,
  PackagePoolEntryView,
  PackageProductView,
  PackageVerificationView,
  RarityOddsView,
  UpdatePackageProductInput as UpdatePackageProductInputView,
  UserPackageView,
} from "../services/views.js";

/**
 * The card packages' GraphQL types (docs/PACKAGES.md), each implementing the plain view or input of
 * services/views.ts so the two stay in step. Prices are decimal strings (TWD and Jpoint are whole units);
 * percentages are strings with two decimals.
 */

export enum PackageStateEnum {
  UNOPENED = "UNOPENED",
  OPENED = "OPENED",
}
registerEnumType(PackageStateEnum, { name: "PackageState" });

export enum SeedRevealReasonEnum {
  SOLD_OUT = "SOLD_OUT",
  SALE_ENDED = "SALE_ENDED",
  STAFF = "STAFF",
}
registerEnumType(SeedRevealReasonEnum, {
  name: "SeedRevealReason",
  description: "Why a package product's seed is public: every serial issued, the sale ended, or staff.",
});

@ObjectType("PackageDraw", { description: "One card of an opened package (slot 1..cardsPerPackage)." })
export class PackageDrawType implements PackageDrawView {
  @Field(() => Int) slot!: number;
  @Field() rarity!: string;
  @Field(() => CardType) card!: CardType;
}

@ObjectType("UserPackage", { description: "A card package the viewer owns, opened or not." })
export class UserPackageType implements UserPackageView {
  @Field(() => ID) id!: string;
  @Field(() => ID) productId!: string;
  @Field() productName!: string;
  @Field(() => Int, { description: "1..totalSupply, unique per product." }) serial!: number;
  @Field(() => Int) totalSupply!: number;
  @Field(() => Int) cardsPerPackage!: number;
  @Field(() => PackageStateEnum) state!: PackageStateEnum;
  @Field(() => Date, { nullable: true, description: "Opening is refused (2008) before this time." })
  openAt!: Date | null;
  @Field(() => Date, { nullable: true }) openedAt!: Date | null;
  @Field() createdAt!: Date;
  @Field({ description: "SHA-256 of the product's seed, published before the sale." }) seedHash!: string;
  @Field(() => [PackageDrawType], { description: "The drawn cards in slot order; empty until opened." })
  draws!: PackageDrawType[];
}

@ObjectType("RarityOdds")
export class RarityOddsType implements RarityOddsView {
  @Field() rarity!: string;
  @Field(() => Int) weight!: number;
  @Field({ description: 'weight / total weight as a percentage, two decimals ("12.50").' }) percent!: string;
  @Field(() => Int, { description: "How many cards of the pool have this rarity." }) cards!: number;
}

@ObjectType("CardOdds")
export class CardOddsType implements CardOddsView {
  @Field(() => CardType) card!: CardType;
  @Field() rarity!: string;
  @Field(() => Int) weight!: number;
  @Field() percent!: string;
}

@ObjectType("PackageOdds", { description: "A package product's published odds per slot." })
export class PackageOddsType implements PackageOddsView {
  @Field(() => ID) productId!: string;
  @Field() name!: string;
  @Field(() => Int) cardsPerPackage!: number;
  @Field(() => Int) totalWeight!: number;
  @Field() seedHash!: string;
  @Field(() => [RarityOddsType]) rarities!: RarityOddsType[];
  @Field(() => [CardOddsType]) cards!: CardOddsType[];
}

@ObjectType("PackagePoolEntry", { description: "A pool entry in draw order (ascending entryId)." })
export class PackagePoolEntryType implements PackagePoolEntryView {
  @Field(() => ID) entryId!: string;
  @Field(() => CardType) card!: CardType;
  @Field() rarity!: string;
  @Field(() => Int) weight!: number;
}

@ObjectType("PackageVerification", {
  description: "Everything needed to recompute a package product's draws (docs/PACKAGES.md).",
})
export class PackageVerificationType implements PackageVerificationView {
  @Field(() => ID) productId!: string;
  @Field({ description: "The algorithm's id: vitrine-package-draw-v1." }) algorithm!: string;
  @Field() seedHash!: string;
  @Field(() => String, { nullable: true, description: "The seed, once revealed; null before." })
  seed!: string | null;
  @Field() revealed!: boolean;
  @Field(() => SeedRevealReasonEnum, { nullable: true }) revealReason!: SeedRevealReasonEnum | null;
  @Field(() => Int) cardsPerPackage!: number;
  @Field(() => Int) totalSupply!: number;
  @Field(() => Int) totalWeight!: number;
  @Field(() => [PackagePoolEntryType]) pool!: PackagePoolEntryType[];
  @Field(() => Int, { nullable: true, description: "The serial asked about, if any." }) serial!:
    number | null;
  @Field(() => [PackageDrawType], {
    nullable: true,
    description: "The serial's cards recomputed from the seed; null until the seed is revealed.",
  })
  recomputed!: PackageDrawType[] | null;
  @Field(() => [PackageDrawType], {
    nullable: true,
    description: "The cards recorded when that serial was opened; null while unopened or unissued.",
  })
  recorded!: PackageDrawType[] | null;
  @Field(() => Boolean, { nullable: true, description: "recomputed = recorded, when both are known." })
  matches!: boolean | null;
}

@ObjectType("PackageProduct", { description: "A card package product as staff created it." })
export class PackageProductType implements PackageProductView {
  @Field(() => ID) id!: string;
  @Field() name!: string;
  @Field() description!: string;
  @Field(() => ID, { nullable: true }) seriesId!: string | null;
  @Field({ description: "Whole TWD." }) priceTwd!: string;
  @Field(() => String, { nullable: true, description: "Whole Jpoint." }) priceJpoint!: string | null;
  @Field(() => Int) totalSupply!: number;
  @Field(() => Int) remaining!: number;
  @Field(() => Int, { description: "Packages one order may buy." }) maxPerOrder!: number;
  @Field() releaseAt!: Date;
  @Field() openAt!: Date;
  @Field(() => Date, { nullable: true, description: "The sale ends (and the seed is published) then." })
  saleEndsAt!: Date | null;
  @Field(() => Int) cardsPerPackage!: number;
  @Field() seedHash!: string;
}

@InputType("PackagePoolEntryInput")
export class PackagePoolEntryInput implements PackagePoolEntryInputView {
  @Field(() => ID) cardId!: string;
  @Field({ description: "COMMON, RARE, EPIC, LEGENDARY or another upper-case name (≤ 16)." }) rarity!: string;
  @Field(() => Int, { description: "> 0; the chance per slot is weight / total weight." }) weight!: number;
}

@InputType("CreatePackageProductInput")
export class CreatePackageProductInput implements CreatePackageProductInputView {
  @Field() name!: string;
  @Field(() => String, { nullable: true }) description?: string | null;
  @Field(() => ID, { nullable: true }) seriesId?: string | null;
  @Field({ description: "Whole TWD." }) priceTwd!: string;
  @Field(() => String, { nullable: true, description: "Whole Jpoint; null: not sold for Jpoint." })
  priceJpoint?: string | null;
  @Field(() => Int) totalSupply!: number;
  @Field() releaseAt!: Date;
  @Field({ description: "Packages can be opened from this time (not before releaseAt)." }) openAt!: Date;
  @Field(() => Int) cardsPerPackage!: number;
  @Field(() => [PackagePoolEntryInput]) pool!: PackagePoolEntryInput[];
}

@InputType("UpdatePackageProductInput", {
  description:
    "Staff: new sale terms of a package product nothing was sold or reserved of. Its contents are committed by the published seed hash: cardsPerPackage and pool, if sent, must equal the current ones (else 2205).",
})
export class UpdatePackageProductInput implements UpdatePackageProductInputView {
  @Field(() => ID) id!: string;
  @Field({ description: "Whole TWD." }) priceTwd!: string;
  @Field(() => String, { nullable: true, description: "Whole Jpoint; null: not sold for Jpoint." })
  priceJpoint?: string | null;
  @Field(() => Int, { description: "Packages for sale; every pool card must cover the worst case." })
  totalSupply!: number;
  @Field(() => Int, { nullable: true, description: "Default 10." }) maxPerOrder?: number | null;
  @Field() releaseAt!: Date;
  @Field({ description: "Not before releaseAt." }) openAt!: Date;
  @Field(() => Date, { nullable: true, description: "After releaseAt and in the future." })
  saleEndsAt?: Date | null;
  @Field(() => Int, { nullable: true, description: "Must equal the committed value." })
  cardsPerPackage?: number | null;
  @Field(() => [PackagePoolEntryInput], {
    nullable: true,
    description: "Must equal the committed pool, in draw order.",
  })
  pool?: PackagePoolEntryInput[] | null;
}
