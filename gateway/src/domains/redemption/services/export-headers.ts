/** The export's column headers in each language (tw default). */
export const EXPORT_HEADERS: Record<string, readonly string[]> = {
  tw: [
    "兌換編號",
    "兌換碼",
    "會員信箱",
    "兌換時間 (GMT+8)",
    "獎勵",
    "數量",
    "Jpoint",
    "收件人",
    "電話",
    "地址",
    "領取狀態",
    "領取時間 (GMT+8)",
  ],
  cn: [
    "兑换编号",
    "兑换码",
    "会员邮箱",
    "兑换时间 (GMT+8)",
    "奖励",
    "数量",
    "Jpoint",
    "收件人",
    "电话",
    "地址",
    "领取状态",
    "领取时间 (GMT+8)",
  ],
  en: [
    "Redemption ID",
    "Code",
    "Member e-mail",
    "Redeemed at (GMT+8)",
    "Reward",
    "Units",
    "Jpoint",
    "Receiver",
    "Phone",
    "Address",
    "Claim status",
    "Claimed at (GMT+8)",
  ],
  jp: [
    "引換ID",
    "コード",
    "会員メール",
    "引換日時 (GMT+8)",
    "特典",
    "数量",
    "Jpoint",
    "受取人",
    "電話番号",
    "住所",
    "受取状況",
    "受取日時 (GMT+8)",
  ],
  kr: [
    "교환 ID",
    "코드",
    "회원 이메일",
    "교환 시간 (GMT+8)",
    "보상",
    "수량",
    "Jpoint",
    "수령인",
    "전화번호",
    "주소",
    "수령 상태",
    "수령 시간 (GMT+8)",
  ],
};

/** Claim status words per language. */
export const CLAIM_WORDS: Record<string, { CLAIMED: string; UNCLAIMED: string }> = {
  tw: { CLAIMED: "已領取", UNCLAIMED: "未領取" },
  cn: { CLAIMED: "已领取", UNCLAIMED: "未领取" },
  en: { CLAIMED: "Claimed", UNCLAIMED: "Unclaimed" },
  jp: { CLAIMED: "受取済み", UNCLAIMED: "未受取" },
  kr: { CLAIMED: "수령 완료", UNCLAIMED: "미수령" },
};

/** A UTC time as GMT+8 wall time, "YYYY-MM-DD HH:mm:ss". */
export function gmt8(at: Date | null): string {
  if (!at) return "";
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace("T", " ");
}
