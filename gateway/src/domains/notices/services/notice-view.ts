import { DEFAULT_LOCALE, Money, type Locale } from "@vitrine/schema";
import type { BroadcastRow } from "../repo/broadcast.repo.js";
import type { NoticeRow } from "../repo/notice.repo.js";
import { ACCOUNT_TEXTS } from "./notice-texts-account.js";
import { TRADE_TEXTS, type KindTexts } from "./notice-texts-trade.js";

const TEXTS: Record<string, KindTexts> = { ...TRADE_TEXTS, ...ACCOUNT_TEXTS };

/** A notice as the member reads it: texts in their language, and where it leads. */
export interface NoticeView {
  id: string;
  kind: string;
  createdAt: Date;
  read: boolean;
  title: string;
  body: string;
  link: { type: string; id: string } | null;
  /** The in-site path (without the language prefix) the client navigates to, or null. */
  path: string | null;
}

/** What each kind links to: a link type and the param naming its id. */
const LINKS: Record<string, { type: string; param?: string }> = {
  OUTBID: { type: "listing", param: "listingId" },
  AUCTION_WON: { type: "listing", param: "listingId" },
  AUCTION_LOST: { type: "listing", param: "listingId" },
  ITEM_SOLD: { type: "listing", param: "listingId" },
  PURCHASE_COMPLETE: { type: "order", param: "orderId" },
  ORDER_TIMED_OUT: { type: "order", param: "orderId" },
  LATE_PAYMENT_CREDITED: { type: "order", param: "orderId" },
  DEPOSIT_CREDITED: { type: "wallet", param: "depositId" },
  WITHDRAWAL_SENT: { type: "withdrawal", param: "withdrawalId" },
  WITHDRAWAL_FAILED: { type: "withdrawal", param: "withdrawalId" },
  KYC_APPROVED: { type: "kyc", param: "submissionId" },
  KYC_FAILED: { type: "kyc", param: "submissionId" },
  GIFT_RECEIVED: { type: "card", param: "cardId" },
  PACKAGE_OPENED: { type: "package", param: "packageId" },
  STORE_ORDER_SHIPPED: { type: "storeOrder", param: "orderId" },
  LISTING_TAKEN_DOWN: { type: "card", param: "cardId" },
};

/**
 * The link a new notice stores, from its kind and params; kinds whose page needs no id (KYC, wallet,
 * packages) keep the event key as the id. Card withdrawals link as their own type.
 */
export function linkFor(
  kind: string,
  params: Record<string, string>,
  key: string,
): { type: string; id: string } | null {
  const link = LINKS[kind];
  if (!link) return null;
  const id = (link.param ? params[link.param] : undefined) ?? key;
  if (link.type === "withdrawal" && params.asset === "card") return { type: "cardWithdrawal", id };
  return { type: link.type, id };
}

/** The client path of a link (spec §2 routes; the client adds /{lang}). */
export function pathOf(link: { type: string; id: string } | null): string | null {
  if (!link) return null;
  const id = encodeURIComponent(link.id);
  switch (link.type) {
    case "listing":
      return `/product/${id}`;
    case "order":
      return `/complete/${id}`;
    case "wallet":
      return "/users/digitalWallet/usdt";
    case "withdrawal":
      return `/users/withdraw/usdt/${id}`;
    case "cardWithdrawal":
      return `/users/withdraw/card/${id}`;
    case "kyc":
      return "/personalVerify";
    case "card":
      return `/card/${id}`;
    case "package":
      return "/packages";
    case "storeOrder":
      return "/users/jpowerStore/orders";
    default:
      return null;
  }
}

/** Amounts are stored in micro-USDT; shown as decimals. */
function displayParams(params: Record<string, string>): Record<string, string> {
  const out = { ...params };
  if (params.amount && /^\d{1,30}$/.test(params.amount))
    out.amount = Money.ofMinor("USDT", params.amount).toDecimal();
  return out;
}

function fill(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? "");
}

/** Title and body of a notice in `locale` (announcements: the broadcast's own text, tw when missing). */
export function noticeTexts(
  row: Pick<NoticeRow, "kind" | "params" | "broadcastId">,
  locale: Locale,
  broadcasts: Map<string, BroadcastRow>,
): { title: string; body: string } {
  if (row.kind === "ANNOUNCEMENT") {
    const b = row.broadcastId ? broadcasts.get(row.broadcastId) : undefined;
    const text = b?.texts[locale] ?? b?.texts[DEFAULT_LOCALE];
    if (text) return { title: text.title, body: text.body };
  }
  const texts = TEXTS[row.kind]?.[locale] ?? TEXTS[row.kind]?.[DEFAULT_LOCALE];
  if (!texts) return { title: row.kind, body: "" };
  const params = displayParams(row.params);
  return { title: fill(texts[0], params), body: fill(texts[1], params) };
}

export function toNoticeView(
  row: NoticeRow,
  locale: Locale,
  broadcasts: Map<string, BroadcastRow>,
): NoticeView {
  const link = row.linkType && row.linkId ? { type: row.linkType, id: row.linkId } : null;
  const broadcast = row.broadcastId ? broadcasts.get(row.broadcastId) : undefined;
  return {
    id: row.id,
    kind: row.kind,
    createdAt: row.createdAt,
    read: row.readAt !== null,
    ...noticeTexts(row, locale, broadcasts),
    link: link?.type === "broadcast" ? null : link,
    path: link?.type === "broadcast" ? (broadcast?.path ?? null) : pathOf(link),
  };
}

/** A kind's everyday name in `locale` (its notice title), for the unsubscribe page. */
export function kindTitle(kind: string, locale: Locale): string {
  return (TEXTS[kind]?.[locale] ?? TEXTS[kind]?.[DEFAULT_LOCALE])?.[0] ?? kind;
}
