import { TW_MOBILE } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { z } from "zod";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { duplicateKeyOf } from "../../../shared/mysql-errors.js";
import { parseInput } from "../../../shared/parse-input.js";
import { holdingOf, mintUnits } from "../../holdings/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../ledger/index.js";
import { noteStampAction } from "../../stamps/index.js";
import { recordMissionEvent } from "../../missions/index.js";
import { markCodeRedeemed } from "../repo/code.repo.js";
import { takeEventStock } from "../repo/event.repo.js";
import { countMemberRedemptions, findRedemptionByKey, insertRedemption } from "../repo/redemption.repo.js";
import { normaliseCode } from "./code-format.js";
import { limitCodeGuesses } from "./guess-limit.js";
import { checkRedeemable, type Redeemer } from "./redeem-checks.js";
import { loadRedemptionViews, type RedemptionView } from "./redemption-view.js";

const redeemRule = z.object({
  code: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(64, { message: "validation.tooLong" }),
  cardId: z
    .string()
    .regex(/^[1-9]\d{0,18}$/, { message: "validation.id" })
    .nullish(),
  receiver: z
    .object({
      name: z
        .string()
        .trim()
        .min(1, { message: "validation.required" })
        .max(100, { message: "validation.tooLong" }),
      phone: z.string().trim().regex(TW_MOBILE, { message: "validation.phone" }),
      address: z
        .string()
        .trim()
        .min(1, { message: "validation.required" })
        .max(255, { message: "validation.tooLong" }),
    })
    .nullish(),
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, { message: "validation.format" }),
});

export type RedeemInput = z.input<typeof redeemRule>;

/** Thrown inside the transaction when this member's same request already redeemed: roll back, answer it. */
class AlreadyRedeemed extends Error {}

/**
 * Redeems a code (checks: redeem-checks.ts). One transaction: the event's count (`redeemed_count <
 * stock`), the code UNREDEEMED → REDEEMED, the member's count against the per-account limit (read
 * while the event row is locked), then the reward — units minted within the card's total issue (633
 * when the issue is exhausted), Jpoint posted from the treasury through the ledger (idempotent per
 * code), or a physical gift reserved (UNCLAIMED, with the receiver) — and the redemption row. Any
 * refusal rolls all of it back. Idempotent by key: the same key answers the first redemption; the
 * same key for another code is 2016. Unknown codes count against the member's guess budget (9429).
 */
export async function redeemCode(
  deps: Pick<AppDeps, "dataSource"> & Partial<Pick<AppDeps, "redis" | "config">>,
  member: Redeemer,
  input: RedeemInput,
  locale: string,
): Promise<RedemptionView> {
  const r = parseInput(redeemRule, input);
  const em = deps.dataSource.manager;
  const prior = await priorRedemption(em, member.id, r.idempotencyKey, r.code, locale);
  if (prior) return prior;
  try {
    const id = await limitCodeGuesses(deps, member.id, () =>
      withTransaction(deps.dataSource, (tx) => redeemInTransaction(tx, member, r)),
    );
    return (await loadRedemptionViews(em, [id], locale))[0]!;
  } catch (error) {
    const replay =
      error instanceof AlreadyRedeemed ||
      duplicateKeyOf(error) === "uq_redemption_key" ||
      (error instanceof DomainError && error.errorName === "REDEEM_CODE_USED");
    if (!replay) throw error;
    const raced = await priorRedemption(em, member.id, r.idempotencyKey, r.code, locale);
    if (raced) return raced;
    throw error;
  }
}

async function priorRedemption(
  em: EntityManager,
  userId: string,
  key: string,
  code: string,
  locale: string,
): Promise<RedemptionView | null> {
  const row = await findRedemptionByKey(em, userId, key);
  if (!row) return null;
  if (row.code !== normaliseCode(code)) throw new DomainError("IDEMPOTENCY_KEY_REUSED");
  return (await loadRedemptionViews(em, [String(row.id)], locale))[0]!;
}

async function redeemInTransaction(
  em: EntityManager,
  member: Redeemer,
  r: z.output<typeof redeemRule>,
): Promise<string> {
  const now = new Date();
  const { code, event, cardIds } = await checkRedeemable(em, member, r.code, now);
  const kind = event.reward_kind;
  let cardId: string | null = null;
  if (kind === "CARD_UNITS") cardId = cardIds[0]!;
  if (kind === "CARD_CHOICE") {
    if (!r.cardId || !cardIds.includes(r.cardId)) throw new DomainError("DATA_ERROR", { field: "cardId" });
    cardId = r.cardId;
  }
  if (kind === "PHYSICAL_GIFT" && !r.receiver) throw new DomainError("DATA_ERROR", { field: "receiver" });

  // The event row first (an exclusive lock until commit): the code's update checks its foreign key
  // with a shared lock on the same row, and two shared holders upgrading would deadlock.
  if (!(await takeEventStock(em, String(event.id)))) throw new DomainError("NFT_FULLY_REDEEMED");
  if (!(await markCodeRedeemed(em, String(code.id), member.id, now))) {
    if (await findRedemptionByKey(em, member.id, r.idempotencyKey)) throw new AlreadyRedeemed();
    throw new DomainError("REDEEM_CODE_USED");
  }
  // The event row is locked: this member's count cannot move under us.
  if ((await countMemberRedemptions(em, String(event.id), member.id)) >= Number(event.per_account_limit))
    throw new DomainError("ACCOUNT_ALREADY_REDEEMED", { limit: Number(event.per_account_limit) });

  const units = cardId ? Number(event.units_per_redemption) : 0;
  if (cardId) {
    if (!Number(event.allow_duplicates) && (await holdingOf(em, cardId, member.id)).amount > 0)
      throw new DomainError("ALREADY_OWNED");
    try {
      await mintUnits(em, cardId, member.id, units);
    } catch (error) {
      if (error instanceof DomainError && error.errorName === "INSUFFICIENT_QUANTITY")
        throw new DomainError("NFT_FULLY_REDEEMED");
      throw error;
    }
  }
  const jpoint = kind === "JPOINT" ? BigInt(event.jpoint_amount!) : null;
  if (jpoint !== null) {
    await postLedgerTransaction(em, {
      kind: "redeem",
      currency: "JPOINT",
      legs: [
        { account: { system: SYSTEM_ACCOUNTS.TREASURY }, bucket: "available", amount: -jpoint },
        { account: { userId: member.id }, bucket: "available", amount: jpoint },
      ],
      idempotencyKey: `redeem-code:${code.id}`,
      reference: { type: "redeem_code", id: String(code.id) },
      actorUserId: member.id,
      memo: `redeem event ${event.id}`,
    });
  }
  await noteStampAction(em, { userId: member.id, action: "REDEEM", refId: String(event.id), at: now });
  await recordMissionEvent(em, { userId: member.id, event: "code-redeemed", key: `code.${code.id}` });
  return insertRedemption(em, {
    eventId: String(event.id),
    codeId: String(code.id),
    userId: member.id,
    key: r.idempotencyKey,
    cardId,
    units,
    jpointAmount: jpoint,
    receiver: kind === "PHYSICAL_GIFT" ? r.receiver! : null,
    gift: kind === "PHYSICAL_GIFT",
    at: now,
  });
}
