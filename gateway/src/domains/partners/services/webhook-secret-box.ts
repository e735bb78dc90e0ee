import type { Config } from "../../../config.js";
import { sealedBoxOf, type SealedBox, type SealedKind } from "../../../shared/sealed-box.js";

/**
 * Partner webhook secrets at rest (docs/PARTNERS.md, docs/SECURITY.md). The secret signs consent
 * results and webhooks, so it must be known, not hashed: it is sealed with the shared box
 * (AES-256-GCM, key derived with its own HKDF label from KYC_ENCRYPTION_KEY, the gateway's at-rest
 * master key; previous keys in KYC_ENCRYPTION_KEY_PREVIOUS). Stored as
 * `pw1.<key id>.<iv>.<tag>.<ciphertext>` (about 125 characters). A row from before sealing still holds
 * `whsec_…` in clear: it is used as it is until the sweep (`seal-partner-secrets`) seals it.
 */
export const PARTNER_SECRET_KIND: SealedKind = {
  purpose: "partner-webhook-secret",
  keyIdLabel: "vitrine-partner-secret-key-id:",
  tag: "pw1",
  what: "partner webhook secret",
  previousKeysSetting: "KYC_ENCRYPTION_KEY_PREVIOUS",
};

/** The configuration sealing needs: the at-rest master key and its predecessors. */
export type SecretKeys = Pick<Config, "KYC_ENCRYPTION_KEY" | "KYC_ENCRYPTION_KEY_PREVIOUS">;

export function webhookSecretBox(config: SecretKeys): SealedBox {
  return sealedBoxOf(PARTNER_SECRET_KIND, config.KYC_ENCRYPTION_KEY, config.KYC_ENCRYPTION_KEY_PREVIOUS);
}

/** A secret in clear, as written before sealing at rest (the sweep seals these). */
export function isClearWebhookSecret(stored: string): boolean {
  return stored.startsWith("whsec_");
}

export function sealWebhookSecret(config: SecretKeys, secret: string): string {
  return webhookSecretBox(config).seal(secret);
}

/** The partner's secret from its stored form (sealed, or still in clear before the sweep got to it). */
export function openWebhookSecret(config: SecretKeys, stored: string): string {
  return isClearWebhookSecret(stored) ? stored : webhookSecretBox(config).open(stored);
}
