import type { DataSource } from "typeorm";
import type { MailAdapter } from "../../../adapters/mail/mail-adapter.js";
import { MailMessageEntity } from "../entities/mail-message.entity.js";

export type DeliveryOutcome = "delivered" | "already-delivered" | "missing";

/**
 * Delivers one stored message. Idempotent: a message that is no longer `queued` is left alone, and the
 * final status is set by a conditional update, so a job delivered twice records one delivery.
 * A failing adapter records the error and rethrows so BullMQ retries with backoff.
 */
export async function deliverMail(
  dataSource: DataSource,
  adapter: MailAdapter,
  mailId: string,
): Promise<DeliveryOutcome> {
  const repo = dataSource.getRepository(MailMessageEntity);
  const mail = await repo.findOneBy({ id: mailId });
  if (!mail) return "missing";
  if (mail.status !== "queued" && mail.status !== "failed") return "already-delivered";

  try {
    await adapter.send({
      to: mail.toAddress,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
    });
  } catch (error) {
    await dataSource.query(
      `UPDATE mail_message SET status = 'failed', attempts = attempts + 1, last_error = ? WHERE id = ? AND status IN ('queued','failed')`,
      [String(error instanceof Error ? error.message : error).slice(0, 500), mailId],
    );
    throw error;
  }

  const status = adapter.kind === "smtp" ? "sent" : "stored";
  const result: { affectedRows: number } = await dataSource.query(
    `UPDATE mail_message SET status = ?, attempts = attempts + 1, delivered_at = NOW(3), last_error = NULL
      WHERE id = ? AND status IN ('queued','failed')`,
    [status, mailId],
  );
  return result.affectedRows === 1 ? "delivered" : "already-delivered";
}
