import type { AppDeps } from "../../../app-deps.js";
import { findSecretsNotSealedUnder, resealWebhookSecretRow } from "../repo/partner.repo.js";
import { openWebhookSecret, webhookSecretBox } from "./webhook-secret-box.js";

/** Partner rows sealed per sweep run (partners are few: one run normally takes them all). */
export const PARTNER_SECRET_BATCH = 100;

/**
 * Sweep task (`seal-partner-secrets`): seals webhook secrets still stored in clear (rows from before
 * sealing at rest) and re-seals those under an older master key after a rotation. Conditional on the
 * value read, so a staff rotation racing the sweep keeps the new secret. A row under a key that is not
 * configured any more is logged and skipped (it works again once the key is put back in
 * KYC_ENCRYPTION_KEY_PREVIOUS).
 */
export async function sealPartnerSecrets(
  deps: Pick<AppDeps, "config" | "dataSource" | "logger">,
): Promise<number> {
  const box = webhookSecretBox(deps.config);
  const rows = await findSecretsNotSealedUnder(
    deps.dataSource.manager,
    box.currentPrefix,
    PARTNER_SECRET_BATCH,
  );
  let handled = 0;
  for (const row of rows) {
    try {
      const sealed = box.seal(openWebhookSecret(deps.config, row.webhook_secret));
      handled += await resealWebhookSecretRow(deps.dataSource.manager, row.id, row.webhook_secret, sealed);
    } catch (error) {
      deps.logger.error({ err: error, partnerId: row.id }, "could not seal a partner webhook secret");
    }
  }
  return handled;
}
