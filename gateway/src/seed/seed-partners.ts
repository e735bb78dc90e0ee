import type { DataSource } from "typeorm";
import { seedDemoPartner } from "../domains/partners/index.js";

/**
 * Demo partner platform (docs/PARTNERS.md): "Star Club (demo)", bound to the demo collector, with two
 * delivered webhook events in its delivery log. Its API key is random and never printed: staff rotate it
 * on /admin/partners to get one. Idempotent.
 */
export async function seedPartners(dataSource: DataSource): Promise<{ partners: number }> {
  return seedDemoPartner(dataSource, "collector@vitrine.local");
}
