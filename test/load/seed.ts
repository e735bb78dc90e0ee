import { Money } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import type { Config } from "../../gateway/src/config.js";
import { createAccount } from "../../gateway/src/domains/accounts/services/create-account.service.js";
import { hashPassword } from "../../gateway/src/domains/accounts/services/password.js";
import { SecretBox } from "../../gateway/src/domains/accounts/services/secret-box.js";
import { generateSecret } from "../../gateway/src/domains/accounts/services/totp.js";
import { scheduleAuctionSettlement } from "../../gateway/src/domains/market/services/schedule-settlement.js";
import { kycIdBox } from "../../gateway/src/domains/kyc/services/kyc-id-box.js";
import { withTransaction } from "../../gateway/src/infra/transaction.js";
import { creditUsdt, createTestCard, giveUnits } from "../../gateway/test/helpers/market-fixtures.js";
import { STRONG_PASSWORD } from "../../gateway/test/helpers/session-client.js";
import { openAuction } from "../../gateway/test/integration/market/auction-fixtures.js";
import { creditJpoint } from "../../gateway/test/integration/primary/primary-fixtures.js";
import { setKyc } from "../../gateway/test/integration/wallet/wallet-fixtures.js";

/** Collectors and what they meet: everything the virtual clients touch, written before the load. */
export interface LoadClient {
  id: string;
  email: string;
  ip: string;
  token?: string;
  totpSecret?: string;
}

export interface LoadWorld {
  clients: LoadClient[];
  auctionIds: string[];
  cardIds: string[];
  packageId: string;
  packageLeft: number;
}

export const HOT_AUCTIONS = 20;
/** Units of the package still for sale when the load starts: far fewer than the clients want. */
export const PACKAGE_LEFT = 40;

export async function seedWorld(ds: DataSource, config: Config, clients: number): Promise<LoadWorld> {
  const hash = await hashPassword(STRONG_PASSWORD);
  const people: LoadClient[] = [];
  await withTransaction(ds, async (em) => {
    for (let i = 0; i < clients; i++) {
      const email = `collector${i}@load.example.com`;
      const user = await createAccount(em, {
        email,
        passwordHash: hash,
        nickname: `collector${i}`,
        signUpMethod: "email",
        site: 1,
        locale: "en",
        role: "member",
      });
      people.push({ id: user.id, email, ip: `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${(i & 255) + 1}` });
    }
  });
  // The ID number sealed under the configured key at once, so the workers' key-rotation sweep, which
  // may run meanwhile, can open it.
  const sealed = kycIdBox(config).seal("A123456789");
  for (const person of people) {
    await creditUsdt(ds, person.id, "5000");
    await creditJpoint(ds, person.id, 5000);
    await setKyc(ds, person.id, "APPROVED");
    await ds.query(`UPDATE kyc_submission SET id_number_sealed = ? WHERE user_id = ?`, [sealed, person.id]);
  }

  // 20 hot auctions of one seller; their closing time is set when the load starts (closeAuctionsAt).
  const seller = await withTransaction(ds, (em) =>
    createAccount(em, {
      email: "hot-seller@load.example.com",
      passwordHash: null,
      nickname: "hotseller",
      signUpMethod: "email",
      site: 1,
      locale: "en",
      role: "member",
    }),
  );
  const auctionCard = await createTestCard(ds, { totalIssued: HOT_AUCTIONS });
  await giveUnits(ds, auctionCard, seller.id, HOT_AUCTIONS);
  const auctionIds: string[] = [];
  for (let i = 0; i < HOT_AUCTIONS; i++) {
    const id = await openAuction(ds, {
      sellerId: seller.id,
      cardId: auctionCard,
      startPrice: "10",
    });
    auctionIds.push(id);
  }

  const cardIds = ((await ds.query(`SELECT id FROM card ORDER BY id LIMIT 60`)) as { id: string }[]).map(
    (r) => String(r.id),
  );
  const [pkg] = (await ds.query(
    `SELECT id FROM primary_product WHERE kind = 'PACKAGE' AND release_at <= UTC_TIMESTAMP(3) AND purchasable = 1
      ORDER BY id LIMIT 1`,
  )) as { id: string }[];
  if (!pkg) throw new Error("the demo seed has no package on sale");
  await ds.query(`UPDATE primary_product SET remaining = LEAST(remaining, ?) WHERE id = ?`, [
    PACKAGE_LEFT,
    pkg.id,
  ]);
  const [left] = (await ds.query(`SELECT remaining FROM primary_product WHERE id = ?`, [pkg.id])) as {
    remaining: number;
  }[];
  return {
    clients: people,
    auctionIds,
    cardIds,
    packageId: String(pkg.id),
    packageLeft: Number(left!.remaining),
  };
}

/** Every hot auction closes at `at` (just after the load), settled by its job as a listed auction is. */
export async function closeAuctionsAt(ds: DataSource, world: LoadWorld, at: Date): Promise<void> {
  await withTransaction(ds, async (em) => {
    await em.query(`UPDATE market_listing SET ends_at = ? WHERE id IN (?)`, [at, world.auctionIds]);
    for (const id of world.auctionIds) await scheduleAuctionSettlement(em, id, at);
  });
}

/**
 * Signs every collector in through the login mutation (the session token from Set-Cookie), then turns
 * 2FA on with a fresh secret, as the settings page would: withdrawals then take the authenticator code
 * instead of a mailed one, which the load generator computes.
 */
export async function signIn(
  ds: DataSource,
  config: Config,
  baseUrl: string,
  world: LoadWorld,
): Promise<void> {
  const box = new SecretBox(config.SESSION_SECRET);
  for (const client of world.clients) {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": client.ip },
      body: JSON.stringify({
        query: `mutation($i: LoginInput!) { login(input: $i) { twoFactorRequired } }`,
        variables: { i: { email: client.email, password: STRONG_PASSWORD } },
      }),
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith("auth.token="));
    if (!res.ok || !cookie)
      throw new Error(`login of ${client.email}: HTTP ${res.status} ${await res.text()}`);
    client.token = decodeURIComponent(cookie.slice("auth.token=".length).split(";")[0]!);
    client.totpSecret = generateSecret();
    await ds.query(
      `UPDATE user_account SET totp_enabled = 1, totp_secret = ?, totp_last_step = NULL WHERE id = ?`,
      [box.seal(client.totpSecret), client.id],
    );
  }
}

export const usdt = (minor: string | bigint) => Money.ofMinor("USDT", BigInt(minor)).toDecimal();
