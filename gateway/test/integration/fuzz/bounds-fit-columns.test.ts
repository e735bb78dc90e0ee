import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_LENGTH, type TextKind } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { dropDatabase, openDatabase } from "../../../src/infra/database.js";
import { createIsolatedDatabase, isolatedConfig } from "../../helpers/test-env.js";

/**
 * Issue 20: each named maximum length fits the columns its values are stored in, read from the
 * migrated database — a migration that narrows a column (or a bound that grows) fails here.
 */
const STORED_IN: Partial<Record<TextKind, string[]>> = {
  email: ["user_account.email", "email_code.email", "mail_message.to_address"],
  nickname: ["user_account.nickname"],
  personName: [
    "user_account.first_name",
    "user_account.last_name",
    "kyc_submission.first_name",
    "kyc_submission.last_name",
  ],
  fullName: ["primary_order.purchaser_name", "user_account.real_name"],
  postalAddress: ["user_account.postal_address", "kyc_submission.address"],
  phone: ["user_account.phone", "kyc_submission.phone", "kyc_phone_code.phone"],
  phoneCountry: [
    "user_account.phone_country_code",
    "kyc_submission.phone_country",
    "kyc_phone_code.phone_country",
  ],
  code: ["user_account.referral_code"],
  idempotencyKey: [
    "primary_order.idempotency_key",
    "usdt_withdrawal.idempotency_key",
    "card_withdrawal.idempotency_key",
    "card_gift.idempotency_key",
    "fusion_record.idempotency_key",
  ],
  reason: [
    "usdt_withdrawal.failure_reason",
    "card_withdrawal.failure_reason",
    "kyc_submission.failure_reason",
    "jpoint_service_pause.note",
  ],
  description: ["primary_product.description"],
  url: ["primary_order.redirect_url"],
  walletAddress: ["usdt_withdrawal.address", "card_withdrawal.address", "deposit_address.address"],
  txHash: ["usdt_withdrawal.tx_hash", "card_withdrawal.tx_hash", "chain_deposit.tx_hash"],
  name: ["card.name", "primary_product.name", "fusion_recipe.name", "chain.name"],
  productName: ["primary_product.name"],
  recipeName: ["fusion_recipe.name"],
  orderId: ["market_trade.order_id"],
  publicId: ["user_account.public_id"],
  locale: ["user_account.locale"],
};

const config = isolatedConfig();
let dataSource: DataSource;

beforeAll(async () => {
  await createIsolatedDatabase(config);
  dataSource = await openDatabase(config.DATABASE_URL, { poolSize: 2 });
}, 120_000);

afterAll(async () => {
  if (dataSource?.isInitialized) await dataSource.destroy();
  await dropDatabase(config.DATABASE_URL);
});

describe("named maximum lengths fit their columns", () => {
  it("no bound is longer than a column its values are written to", async () => {
    const rows = (await dataSource.query(
      `SELECT CONCAT(table_name, '.', column_name) AS name, character_maximum_length AS size
         FROM information_schema.columns WHERE table_schema = DATABASE()`,
    )) as { name: string; size: string | number | null }[];
    const sizes = new Map(rows.map((r) => [r.name, Number(r.size)]));
    const misfits: string[] = [];
    for (const [kind, columns] of Object.entries(STORED_IN) as [TextKind, string[]][]) {
      for (const column of columns) {
        const size = sizes.get(column);
        if (size === undefined) misfits.push(`${kind}: no column ${column}`);
        else if (MAX_LENGTH[kind] > size) misfits.push(`${kind} (${MAX_LENGTH[kind]}) > ${column} (${size})`);
      }
    }
    expect(misfits).toEqual([]);
  });
});
