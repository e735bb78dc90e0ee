import { emailRule } from "@vitrine/schema";
import { z } from "zod";
import type { AppDeps } from "../../../../app-deps.js";
import { DomainError } from "../../../../shared/domain-error.js";
import { withTransaction } from "../../../../infra/transaction.js";
import { requestHash, runIdempotent, type PriorRequest } from "../../../../shared/idempotency.js";
import { parseInput } from "../../../../shared/parse-input.js";
import { findUserBriefById, findUserIdByEmail } from "../../../accounts/index.js";
import { findCardViewsByIds } from "../../../catalog/index.js";
import { holdingOf, transferUnits } from "../../../holdings/index.js";
import { assertJpointServiceOpen } from "../../../jpoint-service/index.js";
import { postLedgerTransaction, SYSTEM_ACCOUNTS } from "../../../ledger/index.js";
import { queueMail } from "../../../mail/index.js";
import { checkStepUp, consumeStepUp } from "../../step-up/services/check-step-up.service.js";
import { giftFeeAt } from "./gift-fee.js";
import { giftReceivedMail } from "./gift-mail.templates.js";
import { findGiftByKey, insertGift } from "../repo/card-gift.repo.js";
import { findGift, toCardGiftView, type CardGiftView } from "./gift-view.js";
import { notifyAfterCommit } from "../../../notices/index.js";

export interface GiftCardInput {
  cardId: string;
  units?: number | null;
  receiverEmail: string;
  idempotencyKey: string;
  /** The code mailed for GIFT (sendWithdrawalCode), or the authenticator code when 2FA is on. */
  code?: string | null;
}

type Form = z.infer<typeof inputRule>;

const inputRule = z.object({
  receiverEmail: emailRule,
  cardId: z.string().regex(/^\d{1,10}$/),
  units: z.number().int().min(1).max(1_000_000),
  idempotencyKey: z.string().trim().min(1).max(100),
});

async function priorGift(
  deps: AppDeps,
  senderId: string,
  key: string,
): Promise<PriorRequest<CardGiftView> | null> {
  const row = await findGiftByKey(deps.dataSource, senderId, key);
  if (!row) return null;
  const gift = await findGift(deps.dataSource.manager, String(row.id));
  return { requestHash: row.request_hash, result: toCardGiftView(gift!, senderId) };
}

/** What the key stands for: the card, the units and the receiver. */
const hashOf = (form: Form) => requestHash(["gift", form.cardId, form.units, form.receiverEmail]);

/**
 * Gives card units to another member by e-mail. Checks, in the contract's order: the e-mail's
 * format (400; lower-cased), a registered account (1042), active and not the sender (1101), the
 * card may be gifted (1105), owned (1022), not on an open listing (621), enough held (1024), the
 * Jpoint fee (1013; charged only from GIFT_FEE_FREE_UNTIL on, to the platform's fees), then the
 * fresh step-up code for GIFT (1007 / 1003 mailed, 623 authenticator). One transaction uses up the
 * code, records the gift, moves the units (a conditional update that never touches listed units),
 * charges the fee and queues the receiver's mail. The same idempotency key with the same card,
 * units and receiver answers the first gift again (no new code needed); with others it is 2016.
 */
export async function giftCard(
  deps: AppDeps,
  sender: { id: string; nickname: string; email: string },
  input: GiftCardInput,
  ip: string,
  now: Date = new Date(),
): Promise<CardGiftView> {
  const form = parseInput(inputRule, { ...input, units: input.units ?? 1 });
  // A racing gift with the same key that won is answered instead of our failure.
  return runIdempotent(
    hashOf(form),
    () => priorGift(deps, sender.id, form.idempotencyKey),
    () => giftOnce(deps, sender, form, input.code, ip, now),
  );
}

async function giftOnce(
  deps: AppDeps,
  sender: { id: string; nickname: string; email: string },
  form: Form,
  code: string | null | undefined,
  ip: string,
  now: Date,
): Promise<CardGiftView> {
  const receiverId = await findUserIdByEmail(deps.dataSource, form.receiverEmail);
  const receiver = receiverId ? await findUserBriefById(deps.dataSource, receiverId) : undefined;
  if (!receiverId || !receiver) throw new DomainError("EMAIL_NOT_REGISTERED");
  if (receiver.status !== "active" || receiverId === String(sender.id))
    throw new DomainError("USER_NOT_FOUND");

  // The one card asked for (keyed by its canonical id, which a "007" in the input is not).
  const [card] = (await findCardViewsByIds(deps.dataSource.manager, [form.cardId])).values();
  if (!card) throw new DomainError("NOT_FOUND"); // R4: an unknown card, whoever asks
  if (!card.giftable) throw new DomainError("CANNOT_GIFT_ITEM");
  const held = await holdingOf(deps.dataSource.manager, form.cardId, sender.id);
  if (held.amount === 0) throw new DomainError("CARD_NOT_YOURS");
  if (held.amount - held.listed < form.units) {
    throw new DomainError(held.amount >= form.units ? "ITEM_ON_OPEN_LISTING" : "INSUFFICIENT_HOLDINGS");
  }
  const fee = giftFeeAt(deps.config, now).jpoint;
  const proof = await checkStepUp(deps, sender, "GIFT", code, ip);

  return withTransaction(deps.dataSource, async (em) => {
    await consumeStepUp(em, sender.id, proof);
    const id = await insertGift(em, {
      cardId: form.cardId,
      units: form.units,
      fromUserId: sender.id,
      toUserId: receiverId,
      fee,
      idempotencyKey: form.idempotencyKey,
      requestHash: hashOf(form),
    });
    await transferUnits(em, form.cardId, sender.id, receiverId, form.units);
    await notifyAfterCommit(em, {
      userId: receiverId,
      kind: "GIFT_RECEIVED",
      key: id,
      params: { cardId: String(form.cardId), units: String(form.units) },
    });
    if (fee > 0n) {
      await assertJpointServiceOpen(em, "use", now);
      await postLedgerTransaction(em, {
        kind: "gift-fee",
        currency: "JPOINT",
        idempotencyKey: `card-gift:${id}:fee`,
        reference: { type: "card_gift", id },
        actorUserId: sender.id,
        legs: [
          { account: { userId: sender.id }, bucket: "available", amount: -fee },
          { account: { system: SYSTEM_ACCOUNTS.FEES }, bucket: "available", amount: fee },
        ],
      });
    }
    const mail = giftReceivedMail(receiver.locale, sender.nickname, card.name, form.units);
    await queueMail(em, {
      to: form.receiverEmail,
      subject: mail.subject,
      text: mail.text,
      html: `<p>${escapeHtml(mail.text).replace(/\n/g, "<br>")}</p>`,
    });
    return toCardGiftView((await findGift(em, id))!, sender.id);
  });
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
