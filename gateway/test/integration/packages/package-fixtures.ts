import type { DataSource } from "typeorm";
import { issuePackages } from "../../../src/domains/packages/services/issue-packages.service.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { createMarketUser, makeStaff, type MarketUser } from "../../helpers/market-fixtures.js";
import { SessionClient, STRONG_PASSWORD } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";

/** Package fixtures: a signed-in staff member, products created through the API, purchases simulated. */

const HOUR = 3_600_000;

export const PRODUCT_FIELDS = `id name description seriesId priceTwd priceJpoint totalSupply remaining releaseAt openAt
  cardsPerPackage seedHash`;
export const CREATE_PRODUCT = `mutation($i: CreatePackageProductInput!) { createPackageProduct(input: $i) { ${PRODUCT_FIELDS} } }`;
export const DRAW_FIELDS = `slot rarity card { id name imageUrl totalIssued }`;
export const PACKAGE_FIELDS = `id productId productName serial totalSupply cardsPerPackage state openAt openedAt createdAt
  seedHash draws { ${DRAW_FIELDS} }`;
export const OPEN_PACKAGE = `mutation($id: ID!) { openPackage(packageId: $id) { ${PACKAGE_FIELDS} } }`;
export const MY_PACKAGES = `query($state: PackageState) { myPackages(state: $state) { ${PACKAGE_FIELDS} } }`;
export const ODDS = `query($id: ID!) { packageOdds(productId: $id) { productId name cardsPerPackage totalWeight seedHash
  rarities { rarity weight percent cards } cards { card { id } rarity weight percent } } }`;
export const VERIFICATION_FIELDS = `productId algorithm seedHash seed revealed revealReason cardsPerPackage totalSupply
  totalWeight pool { entryId card { id } rarity weight } serial recomputed { ${DRAW_FIELDS} }
  recorded { ${DRAW_FIELDS} } matches`;
export const VERIFICATION = `query($id: ID!, $serial: Int) { packageVerification(productId: $id, serial: $serial) {
  ${VERIFICATION_FIELDS} } }`;
export const REVEAL = `mutation($id: ID!) { revealPackageSeed(productId: $id) { ${VERIFICATION_FIELDS} } }`;

export interface DrawResult {
  slot: number;
  rarity: string;
  card: { id: string; name: string; imageUrl: string; totalIssued: number };
}
export interface PackageResult {
  id: string;
  productId: string;
  productName: string;
  serial: number;
  totalSupply: number;
  cardsPerPackage: number;
  state: "UNOPENED" | "OPENED";
  openAt: string | null;
  openedAt: string | null;
  seedHash: string;
  draws: DrawResult[];
}
export interface ProductResult {
  id: string;
  name: string;
  totalSupply: number;
  remaining: number;
  cardsPerPackage: number;
  seedHash: string;
  openAt: string;
}

/** A staff member signed in through the real login mutation. */
export async function createStaff(t: TestGateway): Promise<SessionClient> {
  const staff = await createMarketUser(t, { signIn: false });
  await t.gateway.deps.dataSource.query(`UPDATE user_account SET role = 'staff' WHERE id = ?`, [staff.id]);
  const client = new SessionClient(t);
  const res = await client.gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
    i: { email: staff.email, password: STRONG_PASSWORD },
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  await makeStaff(t, staff.id); // every staff role, 2FA on
  return client;
}

/** A valid createPackageProduct input over `cardIds` (4 rarities when 4 cards), open since an hour. */
export function productInput(cardIds: string[], extra: Record<string, unknown> = {}) {
  const rarities = ["COMMON", "RARE", "EPIC", "LEGENDARY"];
  const weights = [60, 25, 12, 3];
  return {
    name: `Test package ${Math.random().toString(36).slice(2, 8)}`,
    description: "A test package",
    priceTwd: "300",
    priceJpoint: "300",
    totalSupply: 10,
    releaseAt: new Date(Date.now() - 2 * HOUR).toISOString(),
    openAt: new Date(Date.now() - HOUR).toISOString(),
    cardsPerPackage: 3,
    pool: cardIds.map((cardId, i) => ({
      cardId,
      rarity: rarities[i % rarities.length],
      weight: weights[i % weights.length],
    })),
    ...extra,
  };
}

export async function createProduct(
  staff: SessionClient,
  input: Record<string, unknown>,
): Promise<ProductResult> {
  const res = await staff.gql<{ createPackageProduct: ProductResult }>(CREATE_PRODUCT, { i: input });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.createPackageProduct;
}

let orders = 0;

/**
 * What the primary purchase does on success: in one transaction, take the stock by a conditional
 * update of remaining (locking the product row), then issue the packages.
 */
export async function buyPackages(
  dataSource: DataSource,
  productId: string,
  user: MarketUser,
  quantity: number,
  orderNo = `PK${process.pid % 10000}${++orders}${Date.now() % 100000}`,
): Promise<string[]> {
  return withTransaction(dataSource, async (em) => {
    const taken = (await em.query(
      `UPDATE primary_product SET remaining = remaining - ? WHERE id = ? AND remaining >= ?`,
      [quantity, productId, quantity],
    )) as { affectedRows: number };
    if (taken.affectedRows !== 1) throw new Error("sold out");
    return issuePackages(em, { productId, userId: user.id, quantity, orderNo });
  });
}
