import type { BroadcastSegment, NoticeKind } from "@vitrine/schema";

/** The message id of each notice kind's name (an explicit map: message ids are never built from templates). */
export const NOTICE_KIND_LABEL: Record<NoticeKind, string> = {
  OUTBID: "notices.kind.OUTBID",
  AUCTION_WON: "notices.kind.AUCTION_WON",
  AUCTION_LOST: "notices.kind.AUCTION_LOST",
  ITEM_SOLD: "notices.kind.ITEM_SOLD",
  PURCHASE_COMPLETE: "notices.kind.PURCHASE_COMPLETE",
  ORDER_TIMED_OUT: "notices.kind.ORDER_TIMED_OUT",
  LATE_PAYMENT_CREDITED: "notices.kind.LATE_PAYMENT_CREDITED",
  DEPOSIT_CREDITED: "notices.kind.DEPOSIT_CREDITED",
  WITHDRAWAL_SENT: "notices.kind.WITHDRAWAL_SENT",
  WITHDRAWAL_FAILED: "notices.kind.WITHDRAWAL_FAILED",
  KYC_APPROVED: "notices.kind.KYC_APPROVED",
  KYC_FAILED: "notices.kind.KYC_FAILED",
  GIFT_RECEIVED: "notices.kind.GIFT_RECEIVED",
  PACKAGE_OPENED: "notices.kind.PACKAGE_OPENED",
  ANNOUNCEMENT: "notices.kind.ANNOUNCEMENT",
  STORE_ORDER_SHIPPED: "notices.kind.STORE_ORDER_SHIPPED",
  LISTING_TAKEN_DOWN: "notices.kind.LISTING_TAKEN_DOWN",
};

/** The message id of each broadcast segment's name. */
export const SEGMENT_LABEL: Record<BroadcastSegment, string> = {
  ALL: "staff.broadcast.segment.ALL",
  KYC_APPROVED: "staff.broadcast.segment.KYC_APPROVED",
  LOCALE: "staff.broadcast.segment.LOCALE",
};
