import { randomUUID } from "node:crypto";
import { Money, type Currency } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import type { AppDeps } from "../../../src/app-deps.js";
import { generateSecret } from "../../../src/domains/accounts/services/totp.js";
import { secretBoxOf } from "../../../src/domains/accounts/services/two-factor-state.service.js";
import { systemBalance, userBalance } from "../../../src/domains/ledger/services/balances.service.js";
import type { SystemAccount } from "../../../src/domains/ledger/services/ledger-accounts.js";
import { sendStepUpCode } from "../../../src/domains/wallet/step-up/services/send-step-up-code.service.js";
import {
  stepUpResendKey,
  type StepUpPurpose,
} from "../../../src/domains/wallet/step-up/services/step-up-purpose.js";
import { createTestCard, uniqueName, type MarketUser } from "../../helpers/market-fixtures.js";
import { latestMailedCode } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";

/**
 * Wallet fixtures over the real database and Redis: KYC states, step-up codes and 2FA, balances of
 * members and system accounts, and cards that live on the local dev chain's ERC-1155 contract.
 */

/** Gives the member a KYC submission in `status` (APPROVED passes the withdrawal gate). */
export async function setKyc(
  dataSource: DataSource,
  userId: string,
  status: "APPROVED" | "REVIEW" | "FAILED" = "APPROVED",
): Promise<void> {
  const key = () => `test-${randomUUID()}`;
  await dataSource.query(
    `INSERT INTO kyc_submission (user_id, status, pending_user_id, nationality, first_name, last_name, birthday,
       id_number_sealed, id_number_hint, phone_country, phone, address, purpose,
       front_file_key, back_file_key, selfie_file_key, second_id_file_key)
     VALUES (?, ?, ?, 'TW', 'Mei', 'Lin', '1990-01-01', 'sealed', '1234', '+886', '912345678', 'Taipei', 'COLLECTING',
       ?, ?, ?, ?)`,
    [userId, status, status === "REVIEW" ? userId : null, key(), key(), key(), key()],
  );
}

/**
 * A fresh step-up code for one purpose, as `sendWithdrawalCode(purpose)` mails it. The resend window
 * is opened for each call (a test asks for many codes within five minutes); the code is read back
 * from the stored mail.
 */
export async function stepUpCode(t: TestGateway, user: MarketUser, purpose: StepUpPurpose): Promise<string> {
  const deps: AppDeps = t.gateway.deps;
  await deps.redis.del(stepUpResendKey(deps.config.QUEUE_PREFIX, purpose, user.email));
  // A distinct client address keeps the per-address send limit out of the way of many codes.
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.1`;
  await sendStepUpCode(deps, { id: user.id, email: user.email, locale: "en" }, purpose, ip);
  return latestMailedCode(t, user.email);
}

/** A fresh USDT withdrawal code for the member. */
export function withdrawalCode(t: TestGateway, user: MarketUser): Promise<string> {
  return stepUpCode(t, user, "USDT_WITHDRAWAL");
}

/** Turns 2FA on for the member with a new secret (sealed like activation does); returns the secret. */
export async function turnOnTwoFactor(t: TestGateway, user: MarketUser): Promise<string> {
  const secret = generateSecret();
  await t.gateway.deps.dataSource.query(
    `UPDATE user_account SET totp_enabled = 1, totp_secret = ?, totp_last_step = NULL WHERE id = ?`,
    [secretBoxOf(t.gateway.deps).seal(secret), user.id],
  );
  return secret;
}

/** A member's balance in one currency as decimal strings. */
export async function balanceOf(dataSource: DataSource, userId: string, currency: Currency) {
  const { available, frozen } = await userBalance(dataSource.manager, userId, currency);
  return {
    available: Money.ofMinor(currency, available).toDecimal(),
    frozen: Money.ofMinor(currency, frozen).toDecimal(),
  };
}

/** A system account's available balance in minor units, the sum of its shards (0 when never used). */
export async function systemMinor(dataSource: DataSource, system: SystemAccount, currency: Currency) {
  return (await systemBalance(dataSource.manager, system, currency)).available;
}

/**
 * A fresh card on a catalogue chain (ETH by default), optionally living on the dev chain's ERC-1155
 * contract (token address and a fresh token id), with its gift and withdrawal switches.
 */
export async function createWalletCard(
  dataSource: DataSource,
  options: {
    chainCode?: string;
    tokenAddress?: string;
    totalIssued?: number;
    giftable?: boolean;
    withdrawable?: boolean;
  } = {},
): Promise<{ cardId: string; tokenId: bigint }> {
  const cardId = await createTestCard(dataSource, { totalIssued: options.totalIssued ?? 100 });
  const tokenId = BigInt(Math.floor(Math.random() * 1_000_000_000)) + 1n;
  await dataSource.query(
    `UPDATE card SET chain_id = (SELECT id FROM chain WHERE code = ?), token_id = ?,
            token_address = COALESCE(?, token_address), giftable = ?, withdrawable = ?
      WHERE id = ?`,
    [
      options.chainCode ?? "ETH",
      tokenId.toString(),
      options.tokenAddress ?? null,
      options.giftable === false ? 0 : 1,
      options.withdrawable === false ? 0 : 1,
      cardId,
    ],
  );
  return { cardId, tokenId };
}

/** A fresh EVM address nobody holds a key to (a member's external wallet). */
export function externalAddress(): string {
  return `0x${randomUUID().replace(/-/g, "")}${randomUUID().replace(/-/g, "").slice(0, 8)}`.toLowerCase();
}

export const uniqueKey = (prefix = "k") => `${prefix}-${uniqueName()}`;

/** Rows in a table for a member (to show a refusal wrote nothing). */
export async function countRows(
  dataSource: DataSource,
  table: "usdt_withdrawal" | "card_withdrawal" | "card_gift",
  column: string,
  userId: string,
): Promise<number> {
  const [row] = (await dataSource.query(`SELECT COUNT(*) AS n FROM ${table} WHERE ${column} = ?`, [
    userId,
  ])) as {
    n: string;
  }[];
  return Number(row!.n);
}
