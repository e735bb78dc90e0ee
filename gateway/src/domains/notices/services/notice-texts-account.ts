import type { KindTexts } from "./notice-texts-trade.js";

/** Wallet, KYC, gift and announcement notices (ids and amounts only come from params). */
export const ACCOUNT_TEXTS: Record<string, KindTexts> = {
  DEPOSIT_CREDITED: {
    tw: ["儲值已入帳", "{amount} USDT 已存入您的錢包（{network}）。"],
    cn: ["充值已入账", "{amount} USDT 已存入您的钱包（{network}）。"],
    en: ["Deposit credited", "{amount} USDT ({network}) is in your wallet."],
    jp: ["入金が反映されました", "{amount} USDT（{network}）がウォレットに入金されました。"],
    kr: ["입금이 반영되었습니다", "{amount} USDT({network})가 지갑에 입금되었습니다."],
  },
  WITHDRAWAL_SENT: {
    tw: ["提領已送出", "提領 #{withdrawalId} 已在鏈上送出。"],
    cn: ["提现已发出", "提现 #{withdrawalId} 已在链上发出。"],
    en: ["Withdrawal sent", "Withdrawal #{withdrawalId} was sent on chain."],
    jp: ["出金を送信しました", "出金 #{withdrawalId} をチェーン上に送信しました。"],
    kr: ["출금이 전송되었습니다", "출금 #{withdrawalId}이(가) 체인에 전송되었습니다."],
  },
  WITHDRAWAL_FAILED: {
    tw: ["提領未完成", "提領 #{withdrawalId} 未能完成，凍結的資產已退回您的帳戶。"],
    cn: ["提现未完成", "提现 #{withdrawalId} 未能完成，冻结的资产已退回您的账户。"],
    en: [
      "Withdrawal not completed",
      "Withdrawal #{withdrawalId} did not go through. What it held is back in your account.",
    ],
    jp: [
      "出金が完了しませんでした",
      "出金 #{withdrawalId} は完了しませんでした。凍結された資産はアカウントに戻りました。",
    ],
    kr: [
      "출금이 완료되지 않았습니다",
      "출금 #{withdrawalId}이(가) 완료되지 않았습니다. 동결된 자산은 계정으로 반환되었습니다.",
    ],
  },
  KYC_APPROVED: {
    tw: ["實名認證已通過", "您的身分認證已通過審核，現在可以提領 USDT。"],
    cn: ["实名认证已通过", "您的身份认证已通过审核，现在可以提现 USDT。"],
    en: ["Identity verified", "Your identity verification was approved. You can now withdraw USDT."],
    jp: ["本人確認が完了しました", "本人確認が承認されました。USDT の出金ができるようになりました。"],
    kr: ["본인 인증이 완료되었습니다", "본인 인증이 승인되었습니다. 이제 USDT를 출금할 수 있습니다."],
  },
  KYC_FAILED: {
    tw: ["實名認證未通過", "您的身分認證未通過審核，請查看原因後重新提交。"],
    cn: ["实名认证未通过", "您的身份认证未通过审核，请查看原因后重新提交。"],
    en: [
      "Identity verification failed",
      "Your identity verification was not approved. See why and submit again.",
    ],
    jp: [
      "本人確認が承認されませんでした",
      "本人確認が承認されませんでした。理由を確認して再提出してください。",
    ],
    kr: [
      "본인 인증이 승인되지 않았습니다",
      "본인 인증이 승인되지 않았습니다. 사유를 확인하고 다시 제출하세요.",
    ],
  },
  GIFT_RECEIVED: {
    tw: ["您收到一份禮物", "有會員送給您 {units} 張卡片，已放入您的收藏冊。"],
    cn: ["您收到一份礼物", "有会员送给您 {units} 张卡片，已放入您的收藏册。"],
    en: ["You received a gift", "A member gave you {units} card(s). They are in your collection book."],
    jp: ["ギフトが届きました", "会員からカードが {units} 枚届きました。コレクションブックにあります。"],
    kr: ["선물이 도착했습니다", "회원이 카드 {units}장을 보냈습니다. 컬렉션북에 추가되었습니다."],
  },
  ANNOUNCEMENT: {
    tw: ["公告", ""],
    cn: ["公告", ""],
    en: ["Announcement", ""],
    jp: ["お知らせ", ""],
    kr: ["공지", ""],
  },
  STORE_ORDER_SHIPPED: {
    tw: ["Jpower 商城訂單已出貨", "訂單 #{orderId} 已出貨，追蹤編號請見商城訂單。"],
    cn: ["Jpower 商城订单已发货", "订单 #{orderId} 已发货，运单号请查看商城订单。"],
    en: [
      "Jpower store order shipped",
      "Order #{orderId} is on its way. The tracking number is in your store orders.",
    ],
    jp: [
      "Jpower ストアの注文を発送しました",
      "注文 #{orderId} を発送しました。追跡番号はストアの注文履歴にあります。",
    ],
    kr: [
      "Jpower 스토어 주문이 발송되었습니다",
      "주문 #{orderId}이(가) 발송되었습니다. 운송장 번호는 스토어 주문 내역에 있습니다.",
    ],
  },
};
