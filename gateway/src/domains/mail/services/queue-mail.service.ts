import type { EntityManager } from "typeorm";
import { enqueueAfterCommit } from "../../outbox/services/enqueue-after-commit.service.js";
import { MailMessageEntity } from "../entities/mail-message.entity.js";
import type { OutgoingMail } from "../../../adapters/mail/mail-adapter.js";

/**
 * Stores a message and schedules its delivery, inside the caller's transaction: the job carries only
 * the message id, and exists only if the business change commits.
 */
export async function queueMail(em: EntityManager, mail: OutgoingMail): Promise<MailMessageEntity> {
  const row = await em.save(
    em.create(MailMessageEntity, {
      toAddress: mail.to.toLowerCase(),
      replyTo: mail.replyTo ?? null,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      status: "queued",
    }),
  );
  await enqueueAfterCommit(em, "mail", "send", { mailId: row.id });
  return row;
}
