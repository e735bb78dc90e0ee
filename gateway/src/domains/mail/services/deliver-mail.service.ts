import type { DataSource } from "typeorm";
import type { MailAdapter } from "../../../adapters/mail/mail-adapter.js";
import { findMailById, recordMailDelivered, recordMailFailure } from "../mail.repo.js";

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
  const mail = await findMailById(dataSource, mailId);
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
    await recordMailFailure(
      dataSource,
      mailId,
      String(error instanceof Error ? error.message : error).slice(0, 500),
    );
    throw error;
  }

  const status = adapter.kind === "smtp" ? "sent" : "stored";
  return (await recordMailDelivered(dataSource, mailId, status)) ? "delivered" : "already-delivered";
}
