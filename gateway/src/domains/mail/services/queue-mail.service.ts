import type { EntityManager } from "typeorm";
import { enqueueAfterCommit } from "../../outbox/index.js";
import { insertQueuedMail } from "../mail.repo.js";
import type { OutgoingMail } from "../../../adapters/mail/mail-adapter.js";

/**
 * Stores a message and schedules its delivery, inside the caller's transaction: the job carries only
 * the message id, and exists only if the business change commits.
 */
export async function queueMail(em: EntityManager, mail: OutgoingMail): Promise<{ id: string }> {
  const id = await insertQueuedMail(em, {
    toAddress: mail.to.toLowerCase(),
    replyTo: mail.replyTo ?? null,
    subject: mail.subject,
    textBody: mail.text,
    htmlBody: mail.html,
  });
  await enqueueAfterCommit(em, "mail", "send", { mailId: id });
  return { id };
}
