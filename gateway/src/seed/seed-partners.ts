import type { DataSource } from "typeorm";
import type { Config } from "../config.js";
import { seedDemoPartner } from "../domains/partners/index.js";

/**
 * Demo partner platform (docs/PARTNERS.md): "Star Club (demo)", bound to the demo collector, with two
 * delivered webhook events in its delivery log. Its API key is random and never printed: staff rotate it
 * on /admin/partners to get one; its webhook secret is sealed with the configured at-rest key (hence the
 * config, like the KYC seed). Idempotent.
 */
export async function seedPartners(
  dataSource: DataSource,
  config: Pick<
    Config,
    "KYC_ENCRYPTION_KEY" | "KYC_ENCRYPTION_KEY_PREVIOUS" | "production" | "PARTNER_CALLBACK_ALLOW_INTERNAL"
  >,
): Promise<{ partners: number }> {
  return seedDemoPartner(dataSource, config, "collector@vitrine.local");
}
