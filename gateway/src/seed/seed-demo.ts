import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import { newPublicId } from "../domains/accounts/services/create-account.service.js";
import { seedStaffAccounts } from "./seed-staff.js";
import { hashPassword } from "../domains/accounts/services/password.js";
import {
  DEMO_ARTISTS,
  DEMO_CARDS,
  DEMO_CHAINS,
  DEMO_CURATED_CARD_COUNT,
  DEMO_PUBLISHERS,
  DEMO_SERIES,
  DEMO_USERS,
} from "./demo-catalog.js";

/** A stable 20-byte hex address derived from a label, so reseeding yields the same tokens. */
function address(label: string): string {
  return `0x${createHash("sha256").update(label).digest("hex").slice(0, 40)}`;
}

async function idsBy(dataSource: DataSource, table: string, key: string): Promise<Map<string, number>> {
  const rows: { id: number; k: string }[] = await dataSource.query(`SELECT id, ${key} AS k FROM ${table}`);
  return new Map(rows.map((r) => [r.k, Number(r.id)]));
}

export interface SeedSummary {
  chains: number;
  publishers: number;
  artists: number;
  series: number;
  cards: number;
  users: number;
}

/**
 * Idempotent: every row is keyed by a natural key (code, slug, token, e-mail) and upserted, so running
 * the seed again changes nothing and never duplicates. Card release times are relative to `now` the
 * first time a card is inserted and kept afterwards.
 */
export async function seedDemo(dataSource: DataSource, now = new Date()): Promise<SeedSummary> {
  for (const c of DEMO_CHAINS) {
    await dataSource.query(
      "INSERT INTO chain (code, name, sort_order) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name), sort_order = VALUES(sort_order)",
      [c.code, c.name, c.sortOrder],
    );
  }
  for (const p of DEMO_PUBLISHERS) {
    await dataSource.query(
      "INSERT INTO publisher (slug, name, description) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name), description = VALUES(description)",
      [p.slug, p.name, p.description],
    );
  }
  for (const a of DEMO_ARTISTS) {
    await dataSource.query(
      "INSERT INTO artist (slug, name) VALUES (?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name)",
      [a.slug, a.name],
    );
  }
  const publishers = await idsBy(dataSource, "publisher", "slug");
  for (const s of DEMO_SERIES) {
    await dataSource.query(
      "INSERT INTO series (slug, name, publisher_id) VALUES (?, ?, ?) ON DUPLICATE KEY UPDATE name = VALUES(name), publisher_id = VALUES(publisher_id)",
      [s.slug, s.name, publishers.get(s.publisher)],
    );
  }
  const chains = await idsBy(dataSource, "chain", "code");
  const artists = await idsBy(dataSource, "artist", "slug");
  const series = await idsBy(dataSource, "series", "slug");
  const seriesPublisher = new Map<string, string>(DEMO_SERIES.map((s) => [s.slug, s.publisher]));

  const DAY = 86_400_000;
  /**
   * Release times (kept after a card's first insert): the curated cards over the last ~70 days, the last
   * two in the future ("coming soon"); the generated ones a day apart before them, so the newest releases
   * stay the curated ones.
   */
  const releaseAt = (index: number) =>
    index < DEMO_CURATED_CARD_COUNT
      ? new Date(now.getTime() - (DEMO_CURATED_CARD_COUNT - 3 - index) * 2 * DAY)
      : new Date(now.getTime() - (DEMO_CURATED_CARD_COUNT * 2 + DEMO_CARDS.length - index) * DAY);
  const cardRows = DEMO_CARDS.map(([name, seriesSlug, artistSlug], index) => {
    const chain = DEMO_CHAINS[index % DEMO_CHAINS.length]!;
    const publisherSlug = seriesPublisher.get(seriesSlug)!;
    const contract = address(`contract:${publisherSlug}:${chain.code}`);
    return [
      name,
      artists.get(artistSlug),
      publishers.get(publisherSlug),
      series.get(seriesSlug),
      chains.get(chain.code),
      `VT-${String(index + 1).padStart(4, "0")}`,
      `${(index % 3) + 1}st edition`.replace("2st", "2nd").replace("3st", "3rd"),
      index % 2 ? "3000×4000 px" : "2400×3200 px",
      2022 + (index % 5),
      [10, 25, 50, 100, 300][index % 5],
      releaseAt(index),
      `${chain.code.toLowerCase()}-${publisherSlug}`,
      contract,
      contract,
      String(1000 + index), // the token id
      (index * 37) % 500,
    ];
  });
  // A hundred cards per statement rather than one: a few statements for the whole catalogue. Rows keep
  // their order, so on a fresh database card ids follow DEMO_CARDS (other seeds take "the first 16").
  const BATCH = 100;
  for (let start = 0; start < cardRows.length; start += BATCH) {
    const batch = cardRows.slice(start, start + BATCH);
    await dataSource.query(
      `INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, work_number, edition, size, creation_year,
                         total_issued, release_at, contract_id, contract_address, token_address, token_id, likes)
       VALUES ${batch.map(() => "(?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)").join(", ")}
       ON DUPLICATE KEY UPDATE name = VALUES(name), artist_id = VALUES(artist_id), publisher_id = VALUES(publisher_id),
                               series_id = VALUES(series_id)`,
      batch.flat(),
    );
  }

  for (const u of DEMO_USERS) {
    const [existing] = (await dataSource.query("SELECT id FROM user_account WHERE email = ?", [
      u.email,
    ])) as unknown[];
    if (existing) continue;
    const inserted = (await dataSource.query(
      "INSERT INTO user_account (public_id, email, password_hash, nickname, role, referral_code) VALUES (?, ?, ?, ?, ?, ?)",
      [newPublicId(), u.email, await hashPassword(u.password), u.nickname, u.role, u.referralCode],
    )) as { insertId: number };
    // Demo accounts use both sites of the platform.
    await dataSource.query("INSERT IGNORE INTO user_site (user_id, site) VALUES (?, 1), (?, 2)", [
      inserted.insertId,
      inserted.insertId,
    ]);
  }

  // Staff: each demo staff member's roles (2FA is turned on by seedStaffTwoFactor, development only).
  await seedStaffAccounts(dataSource);

  const count = async (table: string) =>
    Number(((await dataSource.query(`SELECT COUNT(*) AS n FROM ${table}`)) as { n: string }[])[0]?.n ?? 0);
  return {
    chains: await count("chain"),
    publishers: await count("publisher"),
    artists: await count("artist"),
    series: await count("series"),
    cards: await count("card"),
    users: await count("user_account"),
  };
}
