import type { Locale } from "@vitrine/schema";

/** [title, body] per language; `{name}` is replaced by the notice's param of that name. */
export type KindTexts = Record<Locale, readonly [string, string]>;

/** Marketplace and primary-sale notices (ids and amounts only come from params). */
export const TRADE_TEXTS: Record<string, KindTexts> = {
  LISTING_TAKEN_DOWN: {
    tw: [
      "您的刊登已被下架",
      "刊登 #{listingId} 因違反市場規範已被客服下架，{units} 張卡片已退回您的收藏冊。",
    ],
    cn: [
      "您的挂单已被下架",
      "挂单 #{listingId} 因违反市场规范已被客服下架，{units} 张卡片已退回您的收藏册。",
    ],
    en: [
      "Your listing was taken down",
      "Staff took listing #{listingId} down for breaking the marketplace rules. Its {units} card(s) are back in your collection book.",
    ],
    jp: [
      "出品が取り下げられました",
      "出品 #{listingId} はマーケットのルールに反するため、スタッフにより取り下げられました。カード {units} 枚はコレクションブックに戻りました。",
    ],
    kr: [
      "등록 상품이 내려졌습니다",
      "등록 #{listingId}이(가) 마켓 규칙 위반으로 스태프에 의해 내려졌습니다. 카드 {units}장은 컬렉션북으로 돌아갔습니다.",
    ],
  },
  OUTBID: {
    tw: ["您的出價已被超越", "拍賣 #{listingId} 有更高的出價（{amount} USDT）。在結標前再出價即可重新領先。"],
    cn: ["您的出价已被超越", "拍卖 #{listingId} 有更高的出价（{amount} USDT）。在结标前再出价即可重新领先。"],
    en: ["You were outbid", "Someone bid {amount} USDT on auction #{listingId}. Bid again before it closes."],
    jp: [
      "入札が上回られました",
      "オークション #{listingId} に {amount} USDT の入札がありました。終了前に再入札できます。",
    ],
    kr: [
      "입찰가가 추월되었습니다",
      "경매 #{listingId}에 {amount} USDT 입찰이 들어왔습니다. 마감 전에 다시 입찰하세요.",
    ],
  },
  AUCTION_WON: {
    tw: ["您得標了", "您以 {amount} USDT 標得拍賣 #{listingId}，卡片已放入您的收藏冊。"],
    cn: ["您中标了", "您以 {amount} USDT 拍得拍卖 #{listingId}，卡片已放入您的收藏册。"],
    en: [
      "You won the auction",
      "You won auction #{listingId} for {amount} USDT. The card is in your collection book.",
    ],
    jp: [
      "落札しました",
      "オークション #{listingId} を {amount} USDT で落札しました。カードはコレクションブックにあります。",
    ],
    kr: [
      "낙찰되었습니다",
      "경매 #{listingId}을(를) {amount} USDT에 낙찰받았습니다. 카드가 컬렉션북에 추가되었습니다.",
    ],
  },
  AUCTION_LOST: {
    tw: ["拍賣已結標", "拍賣 #{listingId} 由其他會員得標，您凍結的 USDT 已退回。"],
    cn: ["拍卖已结标", "拍卖 #{listingId} 由其他会员拍得，您冻结的 USDT 已退回。"],
    en: [
      "The auction closed",
      "Auction #{listingId} went to another member. Your frozen USDT is available again.",
    ],
    jp: [
      "オークションが終了しました",
      "オークション #{listingId} は他の会員が落札しました。凍結された USDT は戻っています。",
    ],
    kr: [
      "경매가 마감되었습니다",
      "경매 #{listingId}은(는) 다른 회원이 낙찰받았습니다. 동결된 USDT가 반환되었습니다.",
    ],
  },
  ITEM_SOLD: {
    tw: ["您的卡片已售出", "刊登 #{listingId} 以 {amount} USDT 售出，扣除手續費後的款項已入帳。"],
    cn: ["您的卡片已售出", "挂单 #{listingId} 以 {amount} USDT 售出，扣除手续费后的款项已入账。"],
    en: [
      "Your card sold",
      "Listing #{listingId} sold for {amount} USDT. The proceeds after the fee are in your wallet.",
    ],
    jp: [
      "カードが売れました",
      "出品 #{listingId} が {amount} USDT で売れました。手数料を引いた代金が入金されました。",
    ],
    kr: [
      "카드가 판매되었습니다",
      "등록 #{listingId}이(가) {amount} USDT에 판매되었습니다. 수수료를 뺀 대금이 입금되었습니다.",
    ],
  },
  PURCHASE_COMPLETE: {
    tw: ["購買完成", "訂單 {orderId} 已付款完成，卡片已放入您的收藏冊。"],
    cn: ["购买完成", "订单 {orderId} 已付款完成，卡片已放入您的收藏册。"],
    en: ["Purchase complete", "Order {orderId} is paid. Your cards are in your collection book."],
    jp: [
      "購入が完了しました",
      "注文 {orderId} の支払いが完了しました。カードはコレクションブックにあります。",
    ],
    kr: [
      "구매가 완료되었습니다",
      "주문 {orderId}의 결제가 완료되었습니다. 카드가 컬렉션북에 추가되었습니다.",
    ],
  },
  ORDER_TIMED_OUT: {
    tw: ["訂單已逾時", "訂單 {orderId} 未在 1 小時內付款，已取消。"],
    cn: ["订单已超时", "订单 {orderId} 未在 1 小时内付款，已取消。"],
    en: ["Order timed out", "Order {orderId} was not paid within 1 hour and has been cancelled."],
    jp: ["注文の期限が切れました", "注文 {orderId} は 1 時間以内に支払われなかったため取り消されました。"],
    kr: ["주문 시간이 초과되었습니다", "주문 {orderId}이(가) 1시간 안에 결제되지 않아 취소되었습니다."],
  },
  LATE_PAYMENT_CREDITED: {
    tw: ["逾時付款已入帳", "訂單 {orderId} 的付款在保留時間後才到達，金額已退回至您的帳戶。"],
    cn: ["逾时付款已入账", "订单 {orderId} 的付款在保留时间后才到达，金额已退回至您的账户。"],
    en: [
      "Late payment credited",
      "The payment for order {orderId} arrived after its hold ended and was credited to your account.",
    ],
    jp: [
      "遅れた支払いを入金しました",
      "注文 {orderId} の支払いは保留時間の後に届いたため、アカウントに入金しました。",
    ],
    kr: [
      "늦은 결제가 적립되었습니다",
      "주문 {orderId}의 결제가 보류 시간 후에 도착하여 계정에 적립되었습니다.",
    ],
  },
  PACKAGE_OPENED: {
    tw: ["卡包已開啟", "卡包 #{packageId} 已開啟，抽到的卡片已放入您的收藏冊。"],
    cn: ["卡包已开启", "卡包 #{packageId} 已开启，抽到的卡片已放入您的收藏册。"],
    en: ["Package opened", "Package #{packageId} is open. The cards you drew are in your collection book."],
    jp: [
      "パックを開封しました",
      "パック #{packageId} を開封しました。引いたカードはコレクションブックにあります。",
    ],
    kr: [
      "패키지를 열었습니다",
      "패키지 #{packageId}을(를) 열었습니다. 뽑은 카드가 컬렉션북에 추가되었습니다.",
    ],
  },
};
