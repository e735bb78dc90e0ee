import { createHash } from "node:crypto";
import type { Locale } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import {
  findUserIdByEmail,
  hashPassword,
  insertDemoAccount,
  newPublicId,
} from "../domains/accounts/index.js";
import { findCatalogIds } from "../domains/catalog/index.js";
import {
  closePeriod,
  createCelebrity,
  findCelebrityIdByName,
  insertSeedLikes,
  periodStartOf,
  recountTotalsFrom,
  shiftPeriod,
  taipeiDay,
} from "../domains/celebrities/index.js";
import { openMemberAccounts } from "../domains/ledger/index.js";

type Texts = Record<Locale, string>;
type Role = "illustrator" | "singer" | "actor" | "dancer";

const ROLES: Record<Role, Texts> = {
  illustrator: {
    tw: "插畫家",
    cn: "插画家",
    en: "illustrator",
    jp: "イラストレーター",
    kr: "일러스트레이터",
  },
  singer: { tw: "歌手", cn: "歌手", en: "singer", jp: "歌手", kr: "가수" },
  actor: { tw: "演員", cn: "演员", en: "actor", jp: "俳優", kr: "배우" },
  dancer: { tw: "舞者", cn: "舞者", en: "dancer", jp: "ダンサー", kr: "댄서" },
};

const BIO: Record<Locale, (name: string, role: string) => string> = {
  tw: (n, r) => `${n}是一位${r}，作品與演出深受粉絲喜愛，每天都有人為${n}按讚。`,
  cn: (n, r) => `${n}是一位${r}，作品与演出深受粉丝喜爱，每天都有人为${n}点赞。`,
  en: (n, r) => `${n}, ${r}: a fan favourite whose work and shows collect likes every day.`,
  jp: (n, r) => `${n}は${r}です。作品とステージはファンに愛され、毎日いいねが集まっています。`,
  kr: (n, r) => `${n}은(는) ${r}입니다. 작품과 무대가 팬들에게 사랑받으며 매일 좋아요가 모입니다.`,
};

/**
 * A dozen celebrities: five artists of the demo catalogue (linked to their cards) and seven stars.
 * `trend` moves a celebrity's daily chance of a like over the seeded weeks (rising, falling, a wave),
 * so the board's ranks and the profile charts change from day to day.
 */
const CELEBRITIES: {
  names: Texts;
  role: Role;
  artist?: string;
  base: number;
  trend: number;
  wave: number;
}[] = [
  {
    names: { tw: "林語晨", cn: "林语晨", en: "Lin Yu-Chen", jp: "リン・ユーチェン", kr: "린위천" },
    role: "illustrator",
    artist: "lin-yu-chen",
    base: 0.55,
    trend: -0.3,
    wave: 0.1,
  },
  {
    names: { tw: "星野美香", cn: "星野美香", en: "Mika Hoshino", jp: "星野ミカ", kr: "호시노 미카" },
    role: "illustrator",
    artist: "mika-hoshino",
    base: 0.3,
    trend: 0.35,
    wave: 0.05,
  },
  {
    names: { tw: "朴瑞妍", cn: "朴瑞妍", en: "Park Seo-yeon", jp: "パク・ソヨン", kr: "박서연" },
    role: "illustrator",
    artist: "park-seo-yeon",
    base: 0.35,
    trend: 0,
    wave: 0.25,
  },
  {
    names: { tw: "陳薇婷", cn: "陈薇婷", en: "Chen Wei-Ting", jp: "チェン・ウェイティン", kr: "천웨이팅" },
    role: "illustrator",
    artist: "chen-wei-ting",
    base: 0.2,
    trend: 0.1,
    wave: 0.1,
  },
  {
    names: { tw: "周昕", cn: "周昕", en: "Zhou Xin", jp: "ジョウ・シン", kr: "저우신" },
    role: "illustrator",
    artist: "zhou-xin",
    base: 0.15,
    trend: 0.05,
    wave: 0.05,
  },
  {
    names: { tw: "夏語彤", cn: "夏语彤", en: "Summer Hsia", jp: "サマー・シア", kr: "서머 샤" },
    role: "singer",
    base: 0.6,
    trend: 0.1,
    wave: 0.15,
  },
  {
    names: { tw: "江浩宇", cn: "江浩宇", en: "Leo Chiang", jp: "レオ・チャン", kr: "레오 창" },
    role: "actor",
    base: 0.45,
    trend: -0.2,
    wave: 0.2,
  },
  {
    names: { tw: "白雪乃", cn: "白雪乃", en: "Yukino Shiro", jp: "白雪乃", kr: "시로 유키노" },
    role: "singer",
    base: 0.25,
    trend: 0.4,
    wave: 0.05,
  },
  {
    names: { tw: "金夏溫", cn: "金夏温", en: "Kim Ha-on", jp: "キム・ハオン", kr: "김하온" },
    role: "dancer",
    base: 0.4,
    trend: 0,
    wave: 0.3,
  },
  {
    names: { tw: "許晴", cn: "许晴", en: "Hsu Ching", jp: "シュー・チン", kr: "쉬칭" },
    role: "actor",
    base: 0.3,
    trend: -0.1,
    wave: 0.1,
  },
  {
    names: { tw: "藤原蓮", cn: "藤原莲", en: "Ren Fujiwara", jp: "藤原蓮", kr: "후지와라 렌" },
    role: "dancer",
    base: 0.1,
    trend: 0.3,
    wave: 0.1,
  },
  {
    names: { tw: "趙子安", cn: "赵子安", en: "Zion Chao", jp: "ザイオン・チャオ", kr: "자이언 차오" },
    role: "singer",
    base: 0.35,
    trend: 0.15,
    wave: 0.2,
  },
];

/** Demo fans who like celebrities (members; password Fan#2026). */
const FANS = 24;
/** Days of likes before today (about five weeks, so two month boundaries are often crossed). */
const DAYS = 35;

/** A stable number in [0, 1) from a label: the same likes on every run. */
function chance(label: string): number {
  return createHash("sha256").update(label).digest().readUInt32BE(0) / 2 ** 32;
}

async function seedFans(dataSource: DataSource): Promise<string[]> {
  const ids: string[] = [];
  let passwordHash: string | null = null;
  for (let i = 1; i <= FANS; i++) {
    const email = `fan${String(i).padStart(2, "0")}@vitrine.local`;
    const existing = await findUserIdByEmail(dataSource, email);
    if (existing) {
      ids.push(existing);
      continue;
    }
    passwordHash ??= await hashPassword("Fan#2026");
    const id = await insertDemoAccount(dataSource, {
      publicId: newPublicId(),
      email,
      passwordHash,
      nickname: `Fan${String(i).padStart(2, "0")}`,
      role: "member",
      referralCode: `FAN${String(i).padStart(5, "0")}`,
    });
    await openMemberAccounts(dataSource.manager, id);
    ids.push(id);
  }
  return ids;
}

/**
 * The celebrity index board's demo data: twelve celebrities in five languages and the likes of 24 fans
 * over the past five weeks and today, with the closed days, weeks
 * and months stored. Idempotent: celebrities are found by their tw name, likes are unique per member,
 * celebrity and day, totals are recounted and standings inserted once.
 */
export async function seedCelebrities(dataSource: DataSource, now = new Date()): Promise<void> {
  const { artists } = await findCatalogIds(dataSource);
  const ids: string[] = [];
  for (const c of CELEBRITIES) {
    const existing = await findCelebrityIdByName(dataSource, c.names.tw);
    if (existing) {
      ids.push(existing);
      continue;
    }
    const artistId = c.artist ? artists.get(c.artist) : undefined;
    const texts = (Object.keys(c.names) as Locale[]).map((language) => ({
      language,
      name: c.names[language],
      bio: BIO[language](c.names[language], ROLES[c.role][language]),
    }));
    const view = await createCelebrity(
      { dataSource },
      { kind: c.artist ? "ARTIST" : "STAR", artistId: artistId ? String(artistId) : null, texts },
      "tw",
    );
    ids.push(view.id);
  }

  const fans = await seedFans(dataSource);
  const today = taipeiDay(now);
  const first = shiftPeriod("DAY", today, -DAYS);
  const likes: [string, string, string, Date][] = [];
  for (let d = 0; d <= DAYS; d++) {
    const day = shiftPeriod("DAY", first, d);
    const progress = d / DAYS;
    CELEBRITIES.forEach((c, i) => {
      const p = c.base + c.trend * progress + c.wave * Math.sin(d / 2.5 + i);
      for (const fan of fans) {
        if (chance(`${c.names.en}:${fan}:${day}`) < p) {
          // Noon in Taipei on that day (04:00 UTC).
          likes.push([ids[i]!, fan, day, new Date(`${day}T04:00:00.000Z`)]);
        }
      }
    });
  }
  await insertSeedLikes(dataSource.manager, likes);
  await recountTotalsFrom(dataSource.manager, periodStartOf("MONTH", first));

  // Close every seeded period that has ended: the days, the weeks and the months before today's.
  for (let day = first; day < today; day = shiftPeriod("DAY", day, 1))
    await closePeriod({ dataSource }, "DAY", day);
  for (const period of ["WEEK", "MONTH"] as const) {
    const current = periodStartOf(period, today);
    for (let s = periodStartOf(period, first); s < current; s = shiftPeriod(period, s, 1)) {
      await closePeriod({ dataSource }, period, s);
    }
  }
}
