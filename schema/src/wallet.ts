/**
 * Wallet rules shared by the gateway and the client (spec §5, §9): USDT networks, withdrawal limits,
 * card withdrawal and gift fees, KYC form limits. One named constant per rule; where the spec gives
 * two readings the stricter one is kept here.
 */

/** USDT networks for deposits and withdrawals (spec §5: only these three are supported). */
export const USDT_NETWORKS = ["ERC20", "BEP20", "TRC20"] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];

/** Which chain family serves each network, and the chain it runs on. */
export const USDT_NETWORK_CHAIN: Record<UsdtNetwork, { family: "evm" | "tron"; chain: string }> = {
  ERC20: { family: "evm", chain: "Ethereum" },
  BEP20: { family: "evm", chain: "BNB Smart Chain" },
  TRC20: { family: "tron", chain: "TRON" },
};

/** Card chains (catalogue chain codes) a card withdrawal can go to; all EVM. */
export const CARD_CHAINS = ["ETH", "BSC", "POLYGON"] as const;
export type CardChain = (typeof CARD_CHAINS)[number];

/** Largest USDT withdrawal; above it the member is sent to customer service (2012). */
export const USDT_WITHDRAWAL_MAX = "5000";

/** Confirmations required before a deposit is credited, unless configured otherwise. */
export const DEFAULT_CONFIRMATIONS: Record<UsdtNetwork, number> = { ERC20: 12, BEP20: 20, TRC20: 19 };

/** Card withdrawal fee defaults: from NT$150 in Jpoint on the primary site, at least 5 USDT on the marketplace. */
export const CARD_WITHDRAWAL_FEE_JPOINT_DEFAULT = 150;
export const CARD_WITHDRAWAL_FEE_USDT_DEFAULT = "5";

/** Gift (transfer to another member by e-mail) fee in Jpoint, free until the configured date. */
export const GIFT_FEE_JPOINT_DEFAULT = 30;
export const GIFT_FEE_FREE_UNTIL_DEFAULT = "2023-04-26";

/** KYC review takes 5–7 business days (shown while under review). */
export const KYC_REVIEW_BUSINESS_DAYS = { min: 5, max: 7 } as const;
/** KYC images: jpg/jpeg/png strictly under 5,000,000 bytes (the stricter reading of "under 5 MB"). */
export const KYC_IMAGE_MAX_BYTES = 5_000_000;
export const KYC_IMAGE_KINDS = ["FRONT", "BACK", "SELFIE", "SECOND_ID"] as const;
export type KycImageKind = (typeof KYC_IMAGE_KINDS)[number];
/** An SMS code may be re-sent after this many seconds (1048 before that). */
export const KYC_PHONE_CODE_RESEND_SECONDS = 60;
export const KYC_PHONE_CODE_LENGTH = 6;

/** Purposes of use offered on the KYC form (`get_target_list`); labels live in the locale files. */
export const KYC_PURPOSES = ["COLLECTING", "INVESTMENT", "TRADING", "GIFTING", "BUSINESS", "OTHER"] as const;
export type KycPurpose = (typeof KYC_PURPOSES)[number];

/** Nationalities offered on the KYC form (`national_list`): ISO 3166-1 alpha-2 codes. */
export const KYC_NATIONALITIES = [
  "TW",
  "CN",
  "HK",
  "MO",
  "JP",
  "KR",
  "SG",
  "MY",
  "TH",
  "VN",
  "PH",
  "ID",
  "IN",
  "AU",
  "NZ",
  "US",
  "CA",
  "GB",
  "FR",
  "DE",
  "IT",
  "ES",
  "NL",
  "CH",
  "SE",
  "BR",
  "MX",
  "AE",
  "OTHER",
] as const;

/**
 * Withdrawal states (USDT and card alike): REVIEW → APPROVED → SENDING → SENT; REVIEW/APPROVED →
 * FAILED (rejected by staff), SENDING → FAILED (send failed); REVIEW → CANCELLED (by the member).
 */
export const USDT_WITHDRAWAL_STATUSES = [
  "REVIEW",
  "APPROVED",
  "SENDING",
  "SENT",
  "FAILED",
  "CANCELLED",
] as const;
export type UsdtWithdrawalStatus = (typeof USDT_WITHDRAWAL_STATUSES)[number];
export const KYC_STATUSES = ["NOT_SUBMITTED", "REVIEW", "APPROVED", "FAILED"] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/;
/** TRON base58check addresses: 34 characters starting with T (checksum verified by the gateway). */
const TRON_ADDRESS = /^T[1-9A-HJ-NP-Za-km-z]{33}$/;

/** Shape check of a wallet address for a network ('Wrong wallet address'); EVM addresses are 42 characters. */
export function looksLikeAddress(network: UsdtNetwork | "EVM", address: string): boolean {
  if (network === "TRC20") return TRON_ADDRESS.test(address);
  return EVM_ADDRESS.test(address);
}
