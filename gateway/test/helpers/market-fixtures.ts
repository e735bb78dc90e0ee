import { randomUUID } from "node:crypto";
import { Money, STAFF_ROLES, type StaffRole } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { createAccount } from "../../src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../src/domains/accounts/services/password.js";
import { SecretBox } from "../../src/domains/accounts/services/secret-box.js";
import { generateSecret } from "../../src/domains/accounts/services/totp.js";
import { holdingOf, mintUnits } from "../../src/domains/holdings/services/holdings.service.js";
import { systemBalance, userBalance } from "../../src/domains/ledger/services/balances.service.js";
import { SYSTEM_ACCOUNTS } from "../../src/domains/ledger/services/ledger-accounts.js";
import { postLedgerTransaction } from "../../src/domains/ledger/services/post-ledger-transaction.service.js";
import { withTransaction } from "../../src/infra/transaction.js";
import { SessionClient, STRONG_PASSWORD } from "./session-client.js";
import type { TestGateway } from "./test-gateway.js";

/**
 * Marketplace fixtures over the real database: members with USDT (a treasury credit through the
 * ledger, so the books stay balanced), minted card units, and a signed-in client per member.
 * Needs the demo catalogue (`seedDemo`) or any card row.
 */

export interface MarketUser {
  id: string;
  publicId: string;
  email: string;
  client: SessionClient;
  /** Staff with 2FA on: the TOTP secret (base32). */
  totpSecret?: string | null;
}

let passwordHash: Promise<string> | undefined;
let counter = 0;

/** A unique, short name per call (nicknames are unique). */
export function uniqueName(prefix = "m"): string {
  counter += 1;
  return `${prefix}${process.pid % 1000}${counter}${randomUUID().slice(0, 4)}`;
}

/** Credits USDT (decimal string) from the treasury, as a staff credit would. */
export async function creditUsdt(dataSource: DataSource, userId: string, amount: string): Promise<void> {
  const minor = Money.parse("USDT", amount).minor;
  await withTransaction(dataSource, (em) =>
    postLedgerTransaction(em, {
      kind: "admin-credit",
      currency: "USDT",
      idempotencyKey: `test-credit:${randomUUID()}`,
      reference: { type: "user", id: userId },
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -minor },
        { account: { userId }, bucket: "available", amount: minor },
      ],
    }),
  );
}

export interface MarketUserOptions {
  usdt?: string;
  name?: string;
  signIn?: boolean;
  /** "staff" alone means every staff role with 2FA on (what most staff tests need). */
  role?: "member" | "staff";
  /** Specific staff roles (implies role "staff"). */
  roles?: StaffRole[];
  /** Staff only: 2FA on (default) or off (to test STAFF_TWO_FACTOR_REQUIRED). */
  twoFactor?: boolean;
}

/**
 * Makes an account staff: the given roles and, unless `twoFactor` is false, 2FA on with a fresh
 * TOTP secret (returned, so a test can compute codes). Runs after the password login, so the
 * fixture's session exists without a 6-digit step.
 */
export async function makeStaff(
  t: TestGateway,
  userId: string,
  roles: readonly StaffRole[] = STAFF_ROLES,
  twoFactor = true,
): Promise<string | null> {
  const secret = twoFactor ? generateSecret() : null;
  await t.gateway.deps.dataSource.query(
    `UPDATE user_account SET role = 'staff', staff_roles = ?, totp_enabled = ?, totp_secret = ? WHERE id = ?`,
    [
      roles.join(","),
      secret ? 1 : 0,
      secret ? new SecretBox(t.config.SESSION_SECRET).seal(secret) : null,
      userId,
    ],
  );
  return secret;
}

/** makeStaff for an account known by e-mail (tests that create accounts themselves). */
export async function makeStaffByEmail(
  t: TestGateway,
  email: string,
  roles: readonly StaffRole[] = STAFF_ROLES,
): Promise<string | null> {
  const [row] = (await t.gateway.deps.dataSource.query("SELECT id FROM user_account WHERE email = ?", [
    email,
  ])) as {
    id: string;
  }[];
  if (!row) throw new Error(`no account ${email}`);
  return makeStaff(t, String(row.id), roles);
}

/** A member (optionally with USDT, or staff), signed in through the real login mutation. */
export async function createMarketUser(t: TestGateway, options: MarketUserOptions = {}): Promise<MarketUser> {
  const dataSource = t.gateway.deps.dataSource;
  passwordHash ??= hashPassword(STRONG_PASSWORD);
  const hash = await passwordHash;
  const name = options.name ?? uniqueName();
  const email = `${name}@example.com`;
  const user = await withTransaction(dataSource, (em) =>
    createAccount(em, {
      email,
      passwordHash: hash,
      nickname: name,
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: options.role === "staff" || options.roles ? "staff" : "member",
    }),
  );
  if (options.usdt && Money.parse("USDT", options.usdt).minor > 0n) {
    await creditUsdt(dataSource, user.id, options.usdt);
  }
  const client = new SessionClient(t);
  if (options.signIn !== false) {
    const res = await client.gql(`mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`, {
      i: { email, password: STRONG_PASSWORD },
    });
    if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  }
  const staff = options.role === "staff" || options.roles !== undefined;
  const totpSecret = staff
    ? await makeStaff(t, user.id, options.roles ?? STAFF_ROLES, options.twoFactor !== false)
    : null;
  return { id: user.id, publicId: user.publicId, email, client, ...(staff ? { totpSecret } : {}) };
}

/** Mints units of a card to a user (within the card's total issue). */
export async function giveUnits(
  dataSource: DataSource,
  cardId: string | number,
  userId: string,
  units: number,
): Promise<void> {
  await withTransaction(dataSource, (em) => mintUnits(em, cardId, userId, units));
}

/**
 * A fresh card copied from an existing one (own token id, `totalIssued` units, sellable or not), so
 * tests never compete for a demo card's supply.
 */
export async function createTestCard(
  dataSource: DataSource,
  options: { totalIssued?: number; sellable?: boolean } = {},
): Promise<string> {
  const result = (await dataSource.query(
    `INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, work_number, edition, size, creation_year,
                       total_issued, release_at, contract_id, contract_address, token_address, token_id, likes, sellable)
     SELECT CONCAT('Test card ', ?), artist_id, publisher_id, series_id, chain_id, work_number, edition, size,
            creation_year, ?, release_at, contract_id, contract_address, token_address, ?, 0, ?
       FROM card ORDER BY id LIMIT 1`,
    [
      uniqueName("c"),
      options.totalIssued ?? 1000,
      String(BigInt(`0x${randomUUID().replace(/-/g, "")}`)),
      options.sellable === false ? 0 : 1,
    ],
  )) as { insertId: number; affectedRows: number };
  if (result.affectedRows !== 1) throw new Error("createTestCard needs a seeded card to copy (seedDemo)");
  return String(result.insertId);
}

/** Available and frozen USDT as decimal strings, for readable assertions. */
export async function usdtOf(dataSource: DataSource, userId: string) {
  const { available, frozen } = await userBalance(dataSource.manager, userId, "USDT");
  return {
    available: Money.ofMinor("USDT", available).toDecimal(),
    frozen: Money.ofMinor("USDT", frozen).toDecimal(),
  };
}

/** Units held and listed. */
export function unitsOf(dataSource: DataSource, cardId: string | number, userId: string) {
  return holdingOf(dataSource.manager, cardId, userId);
}

/** The fees account's balance (the sum of its shards) as a decimal string. */
export async function feesCollected(dataSource: DataSource): Promise<string> {
  const { available } = await systemBalance(dataSource.manager, SYSTEM_ACCOUNTS.FEES, "USDT");
  return Money.ofMinor("USDT", available).toDecimal();
}

/** Selections for the marketplace types, for tests that call the API. */
export const LISTING_FIELDS = `id type state units remaining unitPrice startPrice buyNowPrice highestBid bidCount
  minimumNextBid startsAt endsAt createdAt isMine card { id name } seller { publicId displayName }`;
export const TRADE_FIELDS = `id orderId kind units unitPrice total fee sellerReceives createdAt card { id }
  buyer { publicId } seller { publicId }`;

export const CREATE_LISTING = `mutation($i: CreateListingInput!) { createListing(input: $i) { ${LISTING_FIELDS} } }`;
export const BUY_LISTING = `mutation($i: BuyListingInput!) { buyListing(input: $i) { ${TRADE_FIELDS} } }`;

export interface ListingResult {
  id: string;
  type: string;
  state: string;
  units: number;
  remaining: number;
  unitPrice: string | null;
  startPrice: string | null;
  buyNowPrice: string | null;
  highestBid: string | null;
  bidCount: number;
  minimumNextBid: string | null;
  startsAt: string;
  endsAt: string | null;
  createdAt: string;
  isMine: boolean;
  card: { id: string; name: string };
  seller: { publicId: string; displayName: string };
}

export interface TradeResult {
  id: string;
  orderId: string;
  kind: string;
  units: number;
  unitPrice: string;
  total: string;
  fee: string;
  sellerReceives: string;
  card: { id: string };
  buyer: { publicId: string };
  seller: { publicId: string };
}

/** Creates a listing through the API and returns it; throws with the errors when refused. */
export async function listThroughApi(
  user: MarketUser,
  input: Record<string, unknown>,
): Promise<ListingResult> {
  const res = await user.client.gql<{ createListing: ListingResult }>(CREATE_LISTING, { i: input });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.createListing;
}
