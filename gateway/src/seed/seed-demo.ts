import { createHash } from "node:crypto";
import type { DataSource } from "typeorm";
import {
  countAccounts,
  findUserIdByEmail,
  hashPassword,
  insertDemoAccount,
  newPublicId,
} from "../domains/accounts/index.js";
import {
  countCatalog,
  findCatalogIds,
  upsertArtist,
  upsertCards,
  upsertChain,
  upsertPublisher,
  upsertSeries,
  type SeedCardRow,
} from "../domains/catalog/index.js";
import { openMemberAccounts } from "../domains/ledger/index.js";
import { seedStaffAccounts } from "./seed-staff.js";
import { seedContent } from "./seed-content.js";
import { seedShowrooms } from "./seed-showrooms.js";
import { seedCelebrities } from "./seed-celebrities.js";
import { seedStamps } from "./seed-stamps.js";
import { seedJpowerStore } from "./seed-jpower-store.js";
import { seedMissions } from "./seed-missions.js";
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
  for (const c of DEMO_CHAINS) await upsertChain(dataSource, c.code, c.name, c.sortOrder);
  for (const p of DEMO_PUBLISHERS) await upsertPublisher(dataSource, p.slug, p.name, p.description);
  for (const a of DEMO_ARTISTS) await upsertArtist(dataSource, a.slug, a.name);
  const { publishers } = await findCatalogIds(dataSource);
  for (const s of DEMO_SERIES) await upsertSeries(dataSource, s.slug, s.name, publishers.get(s.publisher));
  const { chains, artists, series } = await findCatalogIds(dataSource);
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
  const cardRows = DEMO_CARDS.map(([name, seriesSlug, artistSlug], index): SeedCardRow => {
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
    await upsertCards(dataSource, cardRows.slice(start, start + BATCH));
  }

  for (const u of DEMO_USERS) {
    if (await findUserIdByEmail(dataSource, u.email)) continue;
    // Demo accounts use both sites of the platform.
    const userId = await insertDemoAccount(dataSource, {
      publicId: newPublicId(),
      email: u.email,
      passwordHash: await hashPassword(u.password),
      nickname: u.nickname,
      role: u.role,
      referralCode: u.referralCode,
    });
    await openMemberAccounts(dataSource.manager, userId);
  }

  // Staff: each demo staff member's roles (2FA is turned on by seedStaffTwoFactor, development only).
  await seedStaffAccounts(dataSource);
  // Announcements, news, content pages, the launch notice and banners (by the content staff member).
  await seedContent(dataSource, now);
  // Showroom templates, the Jallery product and a published demo room of the collector.
  await seedShowrooms(dataSource, now);
  // The celebrity index board: a dozen celebrities and five weeks of likes from demo fans.
  await seedCelebrities(dataSource, now);
  // The Jpower store: goods to ship and a digital card.
  await seedJpowerStore(dataSource, now);
  // Missions of every kind (beginner tasks that complete by their action, issuer, daily, weekly, other).
  await seedMissions(dataSource);
  // An open stamp rally with the demo quiz, and an ended one with its winners drawn (docs/STAMPS.md).
  await seedStamps(dataSource, now);

  return { ...(await countCatalog(dataSource)), users: await countAccounts(dataSource) };
}
