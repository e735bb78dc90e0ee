import { PARTNER_LIMITS, partnerRule, type PartnerInput } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findPublishers } from "../../catalog/index.js";
import {
  findPartner,
  insertPartner,
  listPartners,
  replaceWebhookSecret,
  rotatePartnerKeyRow,
  updatePartnerSettings,
} from "../repo/partner.repo.js";
import { checkCallbackUrl, type CallbackConfig } from "./callback-url.js";
import { toPartnerView, type PartnerView } from "./partner-view.js";
import { newApiKey, newWebhookSecret } from "./signing.js";
import { sealWebhookSecret, type SecretKeys } from "./webhook-secret-box.js";

/** What staff see once, at registration or rotation: the key and secret are never shown again. */
export interface PartnerSecrets {
  partner: PartnerView;
  apiKey: string | null;
  webhookSecret: string | null;
}

type Deps = Pick<AppDeps, "dataSource">;
/** Registering and new secrets seal the webhook secret at rest (webhook-secret-box.ts). */
type SealingDeps = Deps & { config: SecretKeys };
/** Registering and edits check the callback URL against the configuration (callback-url.ts). */
type RegisterDeps = Deps & { config: SecretKeys & CallbackConfig };
type EditDeps = Deps & { config: CallbackConfig };

export async function staffPartners(deps: Deps): Promise<PartnerView[]> {
  return (await listPartners(deps.dataSource.manager)).map(toPartnerView);
}

async function one(em: EntityManager, id: string): Promise<PartnerView> {
  const row = await findPartner(em, id);
  if (!row) throw new DomainError("PARTNER_NOT_FOUND");
  return toPartnerView(row);
}

async function checkPublisher(em: EntityManager, publisherId: string | null): Promise<void> {
  if (publisherId === null) return;
  const publishers = await findPublishers(em);
  if (!publishers.some((p) => String(p.id) === publisherId)) throw new DomainError("NOT_FOUND");
}

function parsePartner(config: CallbackConfig, raw: unknown): PartnerInput {
  const input = parseInput(partnerRule, raw);
  checkCallbackUrl(config, input.callbackUrl);
  return input;
}

/**
 * Staff: registers a partner; its API key and webhook secret are in the answer, and only there. The
 * key is stored as its sha256, the secret sealed.
 */
export async function registerPartner(deps: RegisterDeps, raw: unknown): Promise<PartnerSecrets> {
  const input = parsePartner(deps.config, raw);
  const key = newApiKey();
  const webhookSecret = newWebhookSecret();
  return withTransaction(deps.dataSource, async (em) => {
    await checkPublisher(em, input.publisherId);
    const id = await insertPartner(em, {
      name: input.name,
      scopes: input.scopes.join(","),
      callbackUrl: input.callbackUrl,
      webhookSecret: sealWebhookSecret(deps.config, webhookSecret),
      keyHash: key.hash,
      keyPrefix: key.prefix,
      publisherId: input.publisherId,
    });
    return { partner: await one(em, id), apiKey: key.key, webhookSecret };
  });
}

/** Staff: name, scopes, callback URL, publisher, on/off; conditional on the version read (2182 unknown). */
export async function updatePartner(
  deps: EditDeps,
  rawId: string,
  version: number,
  raw: unknown,
  active: boolean,
): Promise<PartnerView> {
  const id = assertRowId("id", rawId);
  const input = parsePartner(deps.config, raw);
  return withTransaction(deps.dataSource, async (em) => {
    await one(em, id);
    await checkPublisher(em, input.publisherId);
    const ok = await updatePartnerSettings(em, id, version, {
      name: input.name,
      scopes: input.scopes.join(","),
      callbackUrl: input.callbackUrl,
      publisherId: input.publisherId,
      active,
    });
    if (!ok) throw new DomainError("DATA_ERROR", { field: "version", reason: "partners.staff.stale" });
    return one(em, id);
  });
}

/**
 * Staff: a new API key (shown once). The old key stops at once (overlapSeconds 0) or keeps working for
 * up to a day so the partner can switch without downtime.
 */
export async function rotatePartnerKey(
  deps: Deps,
  rawId: string,
  version: number,
  overlapSeconds: number,
): Promise<PartnerSecrets> {
  const id = assertRowId("id", rawId);
  if (
    !Number.isSafeInteger(overlapSeconds) ||
    overlapSeconds < 0 ||
    overlapSeconds > PARTNER_LIMITS.keyOverlapSeconds
  ) {
    throw new DomainError("DATA_ERROR", {
      field: "overlapSeconds",
      reason: "partners.staff.overlapInvalid",
      params: { max: PARTNER_LIMITS.keyOverlapSeconds },
    });
  }
  const key = newApiKey();
  return withTransaction(deps.dataSource, async (em) => {
    await one(em, id);
    if (!(await rotatePartnerKeyRow(em, id, version, key.hash, key.prefix, overlapSeconds))) {
      throw new DomainError("DATA_ERROR", { field: "version", reason: "partners.staff.stale" });
    }
    return { partner: await one(em, id), apiKey: key.key, webhookSecret: null };
  });
}

/** Staff: a new webhook secret (shown once, stored sealed); the old one stops signing at once. */
export async function rotateWebhookSecret(
  deps: SealingDeps,
  rawId: string,
  version: number,
): Promise<PartnerSecrets> {
  const id = assertRowId("id", rawId);
  const secret = newWebhookSecret();
  return withTransaction(deps.dataSource, async (em) => {
    await one(em, id);
    if (!(await replaceWebhookSecret(em, id, version, sealWebhookSecret(deps.config, secret)))) {
      throw new DomainError("DATA_ERROR", { field: "version", reason: "partners.staff.stale" });
    }
    return { partner: await one(em, id), apiKey: null, webhookSecret: secret };
  });
}
