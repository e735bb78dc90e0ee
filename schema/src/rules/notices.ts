import { z } from "zod";
import { LOCALES } from "../locales.js";

/**
 * Notices (issue 15 item 4): the kinds a member is told about, which of them also come by e-mail
 * unless the member says otherwise, and the staff broadcast's input. Shared by the gateway (the
 * resolvers parse with these) and the client's forms.
 */
export const NOTICE_KINDS = [
  "OUTBID",
  "AUCTION_WON",
  "AUCTION_LOST",
  "ITEM_SOLD",
  "PURCHASE_COMPLETE",
  "ORDER_TIMED_OUT",
  "LATE_PAYMENT_CREDITED",
  "DEPOSIT_CREDITED",
  "WITHDRAWAL_SENT",
  "WITHDRAWAL_FAILED",
  "KYC_APPROVED",
  "KYC_FAILED",
  "GIFT_RECEIVED",
  "PACKAGE_OPENED",
  "ANNOUNCEMENT",
  "STORE_ORDER_SHIPPED",
  "LISTING_TAKEN_DOWN",
] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export function isNoticeKind(value: unknown): value is NoticeKind {
  return typeof value === "string" && (NOTICE_KINDS as readonly string[]).includes(value);
}

/**
 * E-mail unless the member turned it off: money and trade outcomes and outbid on; off where a mail
 * of its own already goes out (KYC decisions, gifts: their domains mail them) and for the chatty
 * ones (a package the member opened themselves, announcements also shown in the portal).
 */
export const NOTICE_EMAIL_DEFAULTS: Record<NoticeKind, boolean> = {
  OUTBID: true,
  AUCTION_WON: true,
  AUCTION_LOST: true,
  ITEM_SOLD: true,
  PURCHASE_COMPLETE: true,
  ORDER_TIMED_OUT: true,
  LATE_PAYMENT_CREDITED: true,
  DEPOSIT_CREDITED: true,
  WITHDRAWAL_SENT: true,
  WITHDRAWAL_FAILED: true,
  KYC_APPROVED: false,
  KYC_FAILED: false,
  GIFT_RECEIVED: false,
  PACKAGE_OPENED: false,
  ANNOUNCEMENT: false,
  // The Jpower store mails the shipment itself.
  STORE_ORDER_SHIPPED: false,
  // Staff took the seller's listing down (listing moderation).
  LISTING_TAKEN_DOWN: true,
};

/** Notices a page of the notice centre shows. */
export const NOTICE_PAGE_SIZE = 20;

export const BROADCAST_SEGMENTS = ["ALL", "KYC_APPROVED", "LOCALE"] as const;
export type BroadcastSegment = (typeof BROADCAST_SEGMENTS)[number];

/** notice_broadcast texts: a title (VARCHAR-sized) and a body per language. */
export const BROADCAST_MAX = { title: 120, body: 1000, path: 200 } as const;

const broadcastText = z.object({
  title: z.string().trim().min(1).max(BROADCAST_MAX.title),
  body: z.string().trim().min(1).max(BROADCAST_MAX.body),
});

/** A staff broadcast: the segment, every language's text, and an optional in-site path to open. */
export const broadcastRule = z
  .object({
    segment: z.enum(BROADCAST_SEGMENTS),
    locale: z.enum(LOCALES).nullish(),
    texts: z.object(
      Object.fromEntries(LOCALES.map((l) => [l, broadcastText])) as Record<
        (typeof LOCALES)[number],
        typeof broadcastText
      >,
    ),
    // Only a path inside the site ("/…", no scheme, no "//host"): a notice never links elsewhere.
    path: z
      .string()
      .trim()
      .max(BROADCAST_MAX.path)
      .regex(/^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/)
      .nullish(),
  })
  .refine((v) => v.segment !== "LOCALE" || !!v.locale, { path: ["locale"], message: "required" });
export type BroadcastInput = z.infer<typeof broadcastRule>;
