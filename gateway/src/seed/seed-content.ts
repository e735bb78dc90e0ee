import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { LOCALES } from "@vitrine/schema";
import sharp from "sharp";
import type { DataSource } from "typeorm";
import { REPO_ROOT } from "../config.js";
import { findUserIdByEmail } from "../domains/accounts/index.js";
import {
  backdatePublishedAt,
  changeContentItemState,
  countBanners,
  findSlugOwner,
  saveContentItem,
  saveMarketplaceBanner,
  setLaunchNotice,
  staffLaunchNotice,
} from "../domains/content/index.js";
import { DEMO_ARTICLES, type DemoContent } from "./seed-content-articles.js";
import { DEMO_PAGES } from "./seed-content-pages.js";

const DAY = 86_400_000;
/** The demo content editor (seed-staff.ts creates it before this runs). */
const EDITOR_EMAIL = "content@vitrine.local";

const LAUNCH_NOTICE: Record<(typeof LOCALES)[number], string> = {
  tw: "Vitrine 正式上線！新會員首購享 Jpoint 回饋。",
  cn: "Vitrine 正式上线！新会员首购享 Jpoint 回馈。",
  en: "Vitrine is live! New members get Jpoint back on their first purchase.",
  jp: "Vitrine 正式オープン！新規会員は初回購入で Jpoint を還元。",
  kr: "Vitrine 정식 오픈! 신규 회원은 첫 구매 시 Jpoint를 돌려받습니다.",
};

const BANNERS = [
  {
    file: "vitrine-demo-banner-01",
    colors: ["#4c6ef5", "#15aabf"],
    link: "/releases",
    titles: [
      "冬季系列熱賣中",
      "冬季系列热卖中",
      "The winter series is on sale",
      "ウィンターシリーズ販売中",
      "겨울 시리즈 판매 중",
    ],
  },
  {
    file: "vitrine-demo-banner-02",
    colors: ["#ae3ec9", "#f76707"],
    link: "/marketplace",
    titles: [
      "市集交易週：手續費減半",
      "市集交易周：手续费减半",
      "Trading week: half fees",
      "取引ウィーク：手数料半額",
      "거래 주간: 수수료 반값",
    ],
  },
  {
    file: "vitrine-demo-banner-03",
    colors: ["#2b8a3e", "#fab005"],
    link: "/redeem",
    titles: [
      "兌換專區開放",
      "兑换专区开放",
      "The redeem zone is open",
      "引き換えゾーンがオープン",
      "교환 존 오픈",
    ],
  },
];

/** A plain two-colour banner written as WebP under UPLOAD_DIR/content (kept if already there). */
async function writeBannerImage(file: string, colors: string[]): Promise<string> {
  const dir = path.join(path.resolve(REPO_ROOT, process.env.UPLOAD_DIR ?? ".data/uploads"), "content");
  await mkdir(dir, { recursive: true, mode: 0o750 });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/>
    </linearGradient></defs>
    <rect width="1600" height="500" fill="url(#g)"/>
    <circle cx="1300" cy="250" r="180" fill="#ffffff" fill-opacity="0.12"/>
    <circle cx="1420" cy="120" r="90" fill="#ffffff" fill-opacity="0.10"/>
  </svg>`;
  const bytes = await sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
  await writeFile(path.join(dir, `${file}.webp`), bytes, { flag: "w", mode: 0o640 });
  return `/media/content/${file}.webp`;
}

async function seedItem(
  dataSource: DataSource,
  editorId: string,
  item: DemoContent,
  now: Date,
): Promise<boolean> {
  if (await findSlugOwner(dataSource.manager, item.kind, "tw", item.slug, null)) return false;
  const saved = await saveContentItem({ dataSource }, editorId, {
    kind: item.kind,
    webType: item.webType ?? null,
    category: item.category ?? null,
    tags: item.tags,
    coverUrl: null,
    translations: LOCALES.map((language) => {
      const [title, summary, bodyMarkdown] = item.texts[language];
      return { language, slug: item.slug, title, summary, bodyMarkdown };
    }),
  });
  if (item.daysAgo === null) {
    const at = new Date(now.getTime() + 3 * DAY);
    await changeContentItemState({ dataSource }, editorId, "schedule", saved.id, saved.revision, at);
    return true;
  }
  await changeContentItemState({ dataSource }, editorId, "publish", saved.id, saved.revision);
  await backdatePublishedAt(dataSource.manager, saved.id, new Date(now.getTime() - item.daysAgo * DAY));
  return true;
}

/**
 * Demo content (issue 15 item 6), written through the staff services: announcements (web types 3
 * and 4), news, an editorial, an event and the content pages in all five languages, one news item
 * scheduled ~3 days ahead, the launch notice on, and three marketplace banners. Idempotent: an item
 * whose tw slug exists, a launch notice already set and existing banners are kept.
 */
export async function seedContent(
  dataSource: DataSource,
  now = new Date(),
): Promise<{ contentItems: number }> {
  const editorId = await findUserIdByEmail(dataSource, EDITOR_EMAIL);
  if (!editorId) return { contentItems: 0 };
  let created = 0;
  for (const item of [...DEMO_ARTICLES, ...DEMO_PAGES]) {
    if (await seedItem(dataSource, editorId, item, now)) created += 1;
  }
  if (!(await staffLaunchNotice(dataSource.manager)).updatedAt) {
    await setLaunchNotice({ dataSource }, editorId, {
      enabled: true,
      url: null,
      texts: LOCALES.map((language) => ({ language, text: LAUNCH_NOTICE[language] })),
    });
  }
  if ((await countBanners(dataSource.manager)) === 0) {
    for (const [position, b] of BANNERS.entries()) {
      await saveMarketplaceBanner({ dataSource }, editorId, {
        position,
        active: true,
        imageUrl: await writeBannerImage(b.file, b.colors),
        linkUrl: b.link,
        titles: LOCALES.map((language, i) => ({ language, text: b.titles[i]! })),
      });
    }
  }
  return { contentItems: created };
}
