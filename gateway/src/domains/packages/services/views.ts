import type { CardView } from "../../catalog/index.js";
import type { PackageState } from "../repo/user-package.repo.js";

/**
 * What the package services return (docs/PACKAGES.md): plain views, mapped to GraphQL in
 * graphql/packages.types.ts. Prices are decimal strings (TWD and Jpoint are whole units); percentages
 * are strings with two decimals.
 */

export type { PackageState };

/** Why a package product's seed is public: every serial issued, the sale ended, or staff. */
export type SeedRevealReason = "SOLD_OUT" | "SALE_ENDED" | "STAFF";

/** One card of an opened package (slot 1..cardsPerPackage). */
export interface PackageDrawView {
  slot: number;
  rarity: string;
  card: CardView;
}

/** A card package someone owns, opened or not. */
export interface UserPackageView {
  id: string;
  productId: string;
  productName: string;
  serial: number;
  totalSupply: number;
  cardsPerPackage: number;
  state: PackageState;
  openAt: Date | null;
  openedAt: Date | null;
  createdAt: Date;
  seedHash: string;
  draws: PackageDrawView[];
}

export interface RarityOddsView {
  rarity: string;
  weight: number;
  percent: string;
  cards: number;
}

export interface CardOddsView {
  card: CardView;
  rarity: string;
  weight: number;
  percent: string;
}

export interface PackageOddsView {
  productId: string;
  name: string;
  cardsPerPackage: number;
  totalWeight: number;
  seedHash: string;
  rarities: RarityOddsView[];
  cards: CardOddsView[];
}

export interface PackagePoolEntryView {
  entryId: string;
  card: CardView;
  rarity: string;
  weight: number;
}

export interface PackageVerificationView {
  productId: string;
  algorithm: string;
  seedHash: string;
  seed: string | null;
  revealed: boolean;
  revealReason: SeedRevealReason | null;
  cardsPerPackage: number;
  totalSupply: number;
  totalWeight: number;
  pool: PackagePoolEntryView[];
  serial: number | null;
  recomputed: PackageDrawView[] | null;
  recorded: PackageDrawView[] | null;
  matches: boolean | null;
}

/** A card package product as staff created it. */
export interface PackageProductView {
  id: string;
  name: string;
  description: string;
  seriesId: string | null;
  priceTwd: string;
  priceJpoint: string | null;
  totalSupply: number;
  remaining: number;
  maxPerOrder: number;
  releaseAt: Date;
  openAt: Date;
  saleEndsAt: Date | null;
  cardsPerPackage: number;
  seedHash: string;
}

/** Staff input for a package product (validated by packageProductRule). */
export interface PackagePoolEntryInput {
  cardId: string;
  rarity: string;
  weight: number;
}

export interface CreatePackageProductInput {
  name: string;
  description?: string | null;
  seriesId?: string | null;
  priceTwd: string;
  priceJpoint?: string | null;
  totalSupply: number;
  releaseAt: Date;
  openAt: Date;
  cardsPerPackage: number;
  pool: PackagePoolEntryInput[];
}

/**
 * Staff: new sale terms of a package product nothing was sold or reserved of (validated by
 * packageEditRule). `cardsPerPackage` and `pool`, when given, must equal the committed contents.
 */
export interface UpdatePackageProductInput {
  id: string;
  priceTwd: string;
  priceJpoint?: string | null;
  totalSupply: number;
  maxPerOrder?: number | null;
  releaseAt: Date;
  openAt: Date;
  saleEndsAt?: Date | null;
  cardsPerPackage?: number | null;
  pool?: PackagePoolEntryInput[] | null;
}
