import { DEFAULT_LOCALE, LOCALES, emailRule } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { findUserIdByEmail } from "../../accounts/index.js";
import { findCardViewsByIds, findPublishers } from "../../catalog/index.js";
import { insertIssuer, replaceEventAdmins } from "../repo/admin.repo.js";
import { findEvent, insertEvent } from "../repo/event.repo.js";
import { loadEventView, type RedeemEventView } from "./event-view.js";

const id = z.string().regex(/^[1-9]\d{0,18}$/, { message: "validation.id" });

const textRule = z.object({
  locale: z.enum(LOCALES),
  name: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(160, { message: "validation.tooLong" }),
  description: z.string().trim().max(2000, { message: "validation.tooLong" }),
  giftName: z.string().trim().max(160, { message: "validation.tooLong" }).nullish(),
});

/** A new event (staff). Texts per language, tw required; what it gives must match its kind. */
export const redeemEventRule = z
  .object({
    texts: z.array(textRule).min(1).max(LOCALES.length),
    publisherId: id.nullish(),
    startsAt: z.date(),
    endsAt: z.date(),
    rewardKind: z.enum(["CARD_UNITS", "CARD_CHOICE", "JPOINT", "PHYSICAL_GIFT"]),
    cardIds: z.array(id).max(50),
    unitsPerRedemption: z.number().int().min(1).max(1000),
    jpointAmount: z
      .string()
      .regex(/^[1-9]\d{0,11}$/, { message: "validation.invalid" })
      .nullish(),
    stock: z.number().int().min(1).max(10_000_000),
    perAccountLimit: z.number().int().min(1).max(1000),
    allowDuplicates: z.boolean(),
    packName: z.string().trim().min(1).max(64).nullish(),
  })
  .refine((e) => e.endsAt > e.startsAt, { message: "validation.invalid", path: ["endsAt"] })
  .refine((e) => new Set(e.texts.map((t) => t.locale)).size === e.texts.length, {
    message: "validation.invalid",
    path: ["texts"],
  })
  .refine((e) => e.texts.some((t) => t.locale === DEFAULT_LOCALE), {
    message: "validation.required",
    path: ["texts"],
  })
  .refine((e) => (e.rewardKind === "CARD_UNITS" ? e.cardIds.length === 1 : true), {
    message: "validation.invalid",
    path: ["cardIds"],
  })
  .refine((e) => (e.rewardKind === "CARD_CHOICE" ? e.cardIds.length >= 1 : true), {
    message: "validation.required",
    path: ["cardIds"],
  })
  .refine((e) => (e.rewardKind === "JPOINT" ? !!e.jpointAmount : !e.jpointAmount), {
    message: "validation.invalid",
    path: ["jpointAmount"],
  })
  .refine(
    (e) =>
      e.rewardKind === "PHYSICAL_GIFT" ? !!e.texts.find((t) => t.locale === DEFAULT_LOCALE)?.giftName : true,
    { message: "validation.required", path: ["giftName"] },
  );

/** Staff create an event (redemptionManage). `input` is checked against redeemEventRule. */
export async function createRedeemEvent(
  deps: Pick<AppDeps, "dataSource">,
  staffId: string,
  input: object,
  locale: string,
): Promise<RedeemEventView> {
  const e = parseInput(redeemEventRule, input);
  const em = deps.dataSource.manager;
  const cardIds = [...new Set(e.cardIds)];
  const isCardKind = e.rewardKind === "CARD_UNITS" || e.rewardKind === "CARD_CHOICE";
  if (!isCardKind && cardIds.length) throw new DomainError("DATA_ERROR", { field: "cardIds" });
  if (cardIds.length && (await findCardViewsByIds(em, cardIds)).size !== cardIds.length)
    throw new DomainError("NOT_FOUND", { field: "cardIds" });
  if (e.publisherId && !(await findPublishers(em)).some((p) => String(p.id) === e.publisherId))
    throw new DomainError("NOT_FOUND", { field: "publisherId" });
  const eventId = await withTransaction(deps.dataSource, (tx) =>
    insertEvent(tx, {
      publisherId: e.publisherId ?? null,
      startsAt: e.startsAt,
      endsAt: e.endsAt,
      rewardKind: e.rewardKind,
      unitsPerRedemption: isCardKind ? e.unitsPerRedemption : 1,
      jpointAmount: e.jpointAmount ? BigInt(e.jpointAmount) : null,
      stock: e.stock,
      perAccountLimit: e.perAccountLimit,
      allowDuplicates: e.allowDuplicates,
      packName: e.packName ?? null,
      createdBy: staffId,
      texts: e.texts.map((t) => ({
        locale: t.locale,
        name: t.name,
        description: t.description,
        giftName: e.rewardKind === "PHYSICAL_GIFT" ? (t.giftName ?? null) : null,
      })),
      cardIds,
    }),
  );
  return loadEventView(em, eventId, locale);
}

/**
 * Staff name an event's administrators by e-mail (the list replaces the previous one). An e-mail with
 * no account is 1042 EMAIL_NOT_REGISTERED (data.email) and nothing changes.
 */
export async function setRedeemEventAdministrators(
  deps: Pick<AppDeps, "dataSource">,
  eventId: string,
  emails: readonly string[],
  locale: string,
): Promise<RedeemEventView> {
  assertRowId("eventId", eventId);
  if (emails.length > 100) throw new DomainError("DATA_ERROR", { field: "emails" });
  const parsed = emails.map((e) => parseInput(emailRule, e));
  const em = deps.dataSource.manager;
  if (!(await findEvent(em, eventId))) throw new DomainError("NOT_FOUND");
  const userIds: string[] = [];
  for (const email of parsed) {
    const userId = await findUserIdByEmail(em, email);
    if (!userId) throw new DomainError("EMAIL_NOT_REGISTERED", { email });
    userIds.push(userId);
  }
  await withTransaction(deps.dataSource, (tx) => replaceEventAdmins(tx, eventId, userIds));
  return loadEventView(em, eventId, locale);
}

/** Staff make an account an issuer of a publisher: it administers every event of that publisher. */
export async function grantIssuer(
  deps: Pick<AppDeps, "dataSource">,
  staffId: string,
  email: string,
  publisherId: string,
): Promise<boolean> {
  assertRowId("publisherId", publisherId);
  const address = parseInput(emailRule, email);
  const em = deps.dataSource.manager;
  if (!(await findPublishers(em)).some((p) => String(p.id) === publisherId))
    throw new DomainError("NOT_FOUND", { field: "publisherId" });
  const userId = await findUserIdByEmail(em, address);
  if (!userId) throw new DomainError("EMAIL_NOT_REGISTERED", { email: address });
  await insertIssuer(em, publisherId, userId, staffId);
  return true;
}
