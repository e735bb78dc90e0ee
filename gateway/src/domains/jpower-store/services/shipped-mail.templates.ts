import { DEFAULT_LOCALE, isLocale, type Locale } from "@vitrine/schema";

interface Shipment {
  orderId: string;
  item: string;
  carrier: string;
  trackingNumber: string;
}

/** The mail a member receives when staff ship their Jpower store order, in every language Vitrine speaks. */
const TEXTS: Record<Locale, { subject: string; body: (s: Shipment) => string }> = {
  tw: {
    subject: "您的 Jpower 商城訂單已出貨",
    body: (s) =>
      `您的訂單 #${s.orderId}（${s.item}）已出貨。\n\n物流業者：${s.carrier}\n追蹤編號：${s.trackingNumber}\n\nVitrine`,
  },
  cn: {
    subject: "您的 Jpower 商城订单已发货",
    body: (s) =>
      `您的订单 #${s.orderId}（${s.item}）已发货。\n\n物流公司：${s.carrier}\n运单号：${s.trackingNumber}\n\nVitrine`,
  },
  en: {
    subject: "Your Jpower store order has shipped",
    body: (s) =>
      `Your order #${s.orderId} (${s.item}) is on its way.\n\nCarrier: ${s.carrier}\nTracking number: ${s.trackingNumber}\n\nVitrine`,
  },
  jp: {
    subject: "Jpower ストアのご注文を発送しました",
    body: (s) =>
      `ご注文 #${s.orderId}（${s.item}）を発送しました。\n\n配送業者：${s.carrier}\n追跡番号：${s.trackingNumber}\n\nVitrine`,
  },
  kr: {
    subject: "Jpower 스토어 주문이 발송되었습니다",
    body: (s) =>
      `주문 #${s.orderId}(${s.item})이(가) 발송되었습니다.\n\n택배사: ${s.carrier}\n운송장 번호: ${s.trackingNumber}\n\nVitrine`,
  },
};

export function shippedMail(locale: string, s: Shipment): { subject: string; text: string } {
  const t = TEXTS[isLocale(locale) ? locale : DEFAULT_LOCALE];
  return { subject: t.subject, text: t.body(s) };
}
