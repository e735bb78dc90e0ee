// Which domain owns which table. Only that domain's data-access files (`*.repo.ts` under
// gateway/src/domains/<domain>/) may name the table in SQL; every other piece of code asks the domain
// through its public surface (`domains/<domain>/index.ts`). A new table gets a line here in the same
// change as its migration (gateway/test/unit/table-owners.test.ts checks that every table has one).
export const TABLE_OWNERS = {
  accounts: ["user_account", "user_session", "user_site", "social_identity", "email_code"],
  audit: ["staff_audit_log"],
  catalog: ["card", "series", "publisher", "artist", "chain", "card_like"],
  conversion: ["jpoint_conversion_quote"],
  fusion: ["fusion_recipe", "fusion_recipe_input", "fusion_record"],
  holdings: ["card_holding"],
  "jpoint-service": ["jpoint_service_setting", "jpoint_service_pause", "jpoint_refund_request"],
  kyc: ["kyc_submission", "kyc_file", "kyc_phone_code"],
  ledger: ["ledger_account", "ledger_transaction", "ledger_entry", "admin_credit_request"],
  mail: ["mail_message"],
  market: ["market_listing", "market_bid", "market_trade"],
  outbox: ["outbox_message"],
  packages: ["user_package", "package_pool_entry", "package_draw"],
  primary: ["primary_product", "primary_order", "payment_callback"],
  redemption: [
    "redeem_event",
    "redeem_event_text",
    "redeem_event_card",
    "redeem_event_admin",
    "redeem_issuer",
    "redeem_code",
    "redemption",
  ],
  // Not a business domain: the SMS adapter's message store.
  "adapters/sms": ["sms_message"],
  wallet: [
    "usdt_withdrawal",
    "card_withdrawal",
    "card_gift",
    "chain_deposit",
    "chain_cursor",
    "deposit_address",
  ],
  notices: ["notice", "notice_preference", "notice_broadcast"],
  business: ["issuer_application", "issuer_application_file"],
  content: [
    "content_item",
    "content_translation",
    "content_revision",
    "launch_notice",
    "launch_notice_text",
    "marketplace_banner",
  ],
  showrooms: [
    "showroom_template",
    "showroom",
    "showroom_slot",
    "showroom_like",
    "showroom_access",
    "showroom_cover",
  ],
  celebrities: [
    "celebrity",
    "celebrity_text",
    "celebrity_like",
    "celebrity_like_total",
    "celebrity_standing",
  ],
};
