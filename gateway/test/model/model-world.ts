import type { DataSource } from "typeorm";
import { createFusionRecipe } from "../../src/domains/fusion/services/fusion-recipes.service.js";
import { createPackageProduct } from "../../src/domains/packages/services/create-package-product.service.js";
import { pollDeposits } from "../../src/domains/wallet/deposits/services/poll-deposits.service.js";
import { seedDemo } from "../../src/seed/seed-demo.js";
import { TEST_DEPOSIT_XPUBS } from "../helpers/anvil.js";
import {
  createMarketUser,
  createTestCard,
  creditUsdt,
  giveUnits,
  type MarketUser,
} from "../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../helpers/test-gateway.js";
import { startTronFake, type TronFake } from "../helpers/tron-fake.js";
import { createProduct, creditJpoint } from "../integration/primary/primary-fixtures.js";

/**
 * The real system the ledger model runs against: one gateway over one database for the whole run
 * (a sequence never creates a database), a fake TRON node for deposits and withdrawals, a finance
 * staff member, a Jpoint release product, a package product and a fusion recipe. Each sequence gets a
 * fresh cast (members, a card of its own with units to trade) so sequences never see each other's rows.
 */

/** Where deposits come from on the fake chain. */
export const DEPOSIT_SENDER = "TCLR62QdWGGG56nDZ8Gtsscab4cSUJZo3A";
export const MEMBERS = 3;
/** Units of the cast's card each member starts with. */
export const START_UNITS = 6;
/** Units of each fusion input card a member is given before their first fusion. */
export const START_FUSION_UNITS = 2;
export const RELEASE_PRICE_JPOINT = 40n;
export const PACKAGE_PRICE_JPOINT = 60n;

export interface World {
  t: TestGateway;
  tron: TronFake;
  staff: MarketUser;
  releaseProductId: string;
  releaseCardId: string;
  packageProductId: string;
  recipe: {
    id: string;
    inputs: { cardId: string; units: number }[];
    outputCardId: string;
    outputUnits: number;
  };
  close(): Promise<void>;
}

export interface CastMember {
  user: MarketUser;
  /** Asked for on the first deposit (making one draws a QR code). */
  depositAddress?: string;
  /** KYC approved, done before the first withdrawal. */
  kyc?: boolean;
  /** Units of the fusion inputs given, before the first fusion. */
  fusionUnits?: boolean;
}

export interface Cast {
  members: CastMember[];
  cardId: string;
  start: { usdt: bigint[]; jpoint: bigint[] };
}

export async function startWorld(): Promise<World> {
  const tron = await startTronFake();
  tron.fund(DEPOSIT_SENDER, 10n ** 18n);
  const t = await startTestGateway({
    TRON_API_URL: tron.url,
    TRON_USDT_CONTRACT: tron.usdt,
    TRON_CONFIRMATIONS: "1",
    TRON_WITHDRAWAL_FEE_USDT: "1",
    // Gifts cost Jpoint (the fee period has begun), so the gift's fee posting is exercised too.
    GIFT_FEE_FREE_UNTIL: "2020-01-01",
    ...TEST_DEPOSIT_XPUBS,
  });
  const ds = t.gateway.deps.dataSource;
  // The watcher's first poll looks back over many blocks; later polls read only the new ones.
  await pollDeposits(t.gateway.deps, "TRC20");
  await seedDemo(ds);
  const staff = await createMarketUser(t, { roles: ["finance", "admin"], signIn: false });
  const releaseCardId = await createTestCard(ds, { totalIssued: 100_000_000 });
  const releaseProductId = await createProduct(ds, {
    cardId: releaseCardId,
    priceJpoint: Number(RELEASE_PRICE_JPOINT),
    supply: 10_000_000,
  });
  // One card at a time: concurrent INSERT … SELECT FROM card on the same table can fail in MariaDB with
  // "Failed to read auto-increment value from storage engine".
  const pool: string[] = [];
  for (let i = 0; i < 3; i++) pool.push(await createTestCard(ds, { totalIssued: 10_000_000 }));
  const product = await createPackageProduct(ds, {
    name: `Model package ${Date.now() % 100000}`,
    priceTwd: "300",
    priceJpoint: String(PACKAGE_PRICE_JPOINT),
    totalSupply: 1_000_000,
    releaseAt: new Date(Date.now() - 7_200_000),
    openAt: new Date(Date.now() - 3_600_000),
    cardsPerPackage: 3,
    pool: pool.map((cardId, i) => ({
      cardId,
      rarity: ["COMMON", "RARE", "EPIC"][i]!,
      weight: [60, 30, 10][i]!,
    })),
  });
  const inputs: { cardId: string; units: number }[] = [];
  for (const units of [2, 1]) {
    inputs.push({ cardId: await createTestCard(ds, { totalIssued: 100_000_000 }), units });
  }
  const outputCardId = await createTestCard(ds, { totalIssued: 100_000_000 });
  const recipe = await createFusionRecipe(t.gateway.deps, staff.id, {
    name: "Model fusion",
    outputCardId,
    outputUnits: 1,
    inputs,
  });
  return {
    t,
    tron,
    staff,
    releaseProductId,
    releaseCardId,
    packageProductId: product.id,
    recipe: { id: recipe.id, inputs, outputCardId, outputUnits: 1 },
    async close() {
      await t.close();
      await tron.close();
    },
  };
}

/**
 * Fresh members for one sequence: each with some USDT and Jpoint (credited through the ledger),
 * START_UNITS units of the cast's own card.
 */
export async function newCast(world: World, usdt: bigint[], jpoint: bigint[]): Promise<Cast> {
  const t = world.t;
  const ds: DataSource = t.gateway.deps.dataSource;
  const cardId = await createTestCard(ds, { totalIssued: MEMBERS * START_UNITS });
  await ds.query(`UPDATE card SET giftable = 1 WHERE id = ?`, [cardId]);
  // Accounts are made side by side (each a short transaction of its own); the credits and units follow one
  // by one: concurrent treasury credits can deadlock on the first insert of the members' ledger accounts.
  const members = await Promise.all(
    usdt.map(async (): Promise<CastMember> => ({ user: await createMarketUser(t, { signIn: false }) })),
  );
  for (const [i, { user }] of members.entries()) {
    if (usdt[i]! > 0n) await creditUsdt(ds, user.id, (Number(usdt[i]) / 1e6).toString());
    if (jpoint[i]! > 0n) await creditJpoint(ds, user.id, Number(jpoint[i]));
    await giveUnits(ds, cardId, user.id, START_UNITS);
  }
  return { members, cardId, start: { usdt, jpoint } };
}
