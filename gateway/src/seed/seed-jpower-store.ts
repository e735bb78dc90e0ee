import type { Locale, StoreItemKind } from "@vitrine/schema";
import type { DataSource } from "typeorm";
import { addCardTotalIssued, cardImageUrl, findSellableReleasedCardIds } from "../domains/catalog/index.js";
import { createStoreItem, findStoreItemIdByName } from "../domains/jpower-store/index.js";

type Texts = Record<Locale, [name: string, description: string]>;

interface DemoItem {
  kind: StoreItemKind;
  price: number;
  stock: number;
  perMemberLimit: number;
  texts: Texts;
}

/** A stocked store: goods shipped to a receiver, and a digital card minted at once. */
const ITEMS: DemoItem[] = [
  {
    kind: "PHYSICAL",
    price: 300,
    stock: 50,
    perMemberLimit: 2,
    texts: {
      tw: ["Vitrine 帆布袋", "厚磅帆布，印有 Vitrine 標誌，可裝下 A4 畫冊。"],
      cn: ["Vitrine 帆布袋", "厚磅帆布，印有 Vitrine 标志，可装下 A4 画册。"],
      en: ["Vitrine tote bag", "Heavy canvas with the Vitrine logo; fits an A4 art book."],
      jp: ["Vitrine トートバッグ", "厚手のキャンバス地に Vitrine のロゴ入り。A4 の画集が入ります。"],
      kr: ["Vitrine 토트백", "두꺼운 캔버스 소재에 Vitrine 로고가 있으며 A4 화집이 들어갑니다."],
    },
  },
  {
    kind: "PHYSICAL",
    price: 800,
    stock: 20,
    perMemberLimit: 1,
    texts: {
      tw: ["限量藝術海報", "A2 尺寸藝術微噴海報，附編號收藏證書。"],
      cn: ["限量艺术海报", "A2 尺寸艺术微喷海报，附编号收藏证书。"],
      en: ["Limited art poster", "A2 giclée print with a numbered certificate."],
      jp: ["限定アートポスター", "A2 サイズのジクレー版画、シリアル番号入り証明書付き。"],
      kr: ["한정판 아트 포스터", "A2 크기 지클레 프린트, 번호가 매겨진 인증서 포함."],
    },
  },
  {
    kind: "PHYSICAL",
    price: 120,
    stock: 200,
    perMemberLimit: 5,
    texts: {
      tw: ["收藏卡保護套組", "十入高透明卡套，保護您的實體收藏卡。"],
      cn: ["收藏卡保护套组", "十入高透明卡套，保护您的实体收藏卡。"],
      en: ["Card sleeve set", "Ten clear sleeves to keep printed collector cards safe."],
      jp: ["カードスリーブセット", "透明スリーブ10枚入り。コレクションカードを保護します。"],
      kr: ["카드 슬리브 세트", "투명 슬리브 10매로 실물 수집 카드를 보호하세요."],
    },
  },
  {
    kind: "DIGITAL",
    price: 500,
    stock: 20,
    perMemberLimit: 1,
    texts: {
      tw: ["Jpower 限定數位卡", "兌換後立即存入您的收藏冊。"],
      cn: ["Jpower 限定数字卡", "兑换后立即存入您的收藏册。"],
      en: ["Jpower exclusive digital card", "Goes straight into your collection book."],
      jp: ["Jpower 限定デジタルカード", "交換するとすぐにコレクションブックに入ります。"],
      kr: ["Jpower 한정 디지털 카드", "교환하면 바로 컬렉션북에 들어갑니다."],
    },
  },
];

const LOCALES_OF = (t: Texts) =>
  (Object.keys(t) as Locale[]).map((language) => ({
    language,
    name: t[language][0],
    description: t[language][1],
  }));

/**
 * Idempotent: an item is keyed by its tw name and created once. The digital item mints the first
 * sellable released demo card; its total issue is raised by the item's stock when it is created.
 */
export async function seedJpowerStore(dataSource: DataSource, now: Date): Promise<void> {
  const deps = { dataSource };
  for (const item of ITEMS) {
    if (await findStoreItemIdByName(dataSource, item.texts.tw[0])) continue;
    let cardId: string | null = null;
    if (item.kind === "DIGITAL") {
      [cardId = null] = await findSellableReleasedCardIds(dataSource, now, 1);
      if (!cardId) continue;
      await addCardTotalIssued(dataSource.manager, cardId, item.stock);
    }
    await createStoreItem(
      deps,
      {
        kind: item.kind,
        cardId,
        price: String(item.price),
        stock: item.stock,
        perMemberLimit: item.perMemberLimit,
        imageUrl: cardId ? cardImageUrl(cardId) : "",
        startsAt: null,
        endsAt: null,
        active: true,
        texts: LOCALES_OF(item.texts),
      },
      "tw",
    );
  }
}
