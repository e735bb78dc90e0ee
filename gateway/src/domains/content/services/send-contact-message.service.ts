import { z } from "zod";
import { emailRule } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../graphql/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { escapeHtml } from "../../../shared/html.js";
import { consumeRateLimit } from "../../../shared/rate-limit.js";
import { queueMail } from "../../mail/services/queue-mail.service.js";
import { contactAcknowledgement } from "./contact-mail.templates.js";

export const contactMessageRule = z.object({
  name: z.string().trim().min(1).max(80),
  email: emailRule,
  message: z.string().trim().min(10).max(2000),
  locale: z.string().max(5).nullish(),
});

export type ContactMessage = z.input<typeof contactMessageRule>;

/** Contact form: at most this many messages per client address per hour. */
export const CONTACT_MESSAGES_PER_HOUR = 5;

const paragraphs = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

/**
 * Footer contact form: forwards the message to support (reply-to the sender) and acknowledges it to
 * the sender in their language. Both mails are written with their outbox rows in one transaction.
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactMessage,
  clientIp: string,
): Promise<void> {
  const parsed = contactMessageRule.safeParse(input);
  if (!parsed.success) {
    throw new DomainError("DATA_ERROR", { field: String(parsed.error.issues[0]?.path[0] ?? "") });
  }
  const { name, email, message, locale } = parsed.data;
  await consumeRateLimit(
    deps.redis,
    deps.config.QUEUE_PREFIX,
    `contact:${clientIp}`,
    CONTACT_MESSAGES_PER_HOUR,
    3600,
  );

  const ack = contactAcknowledgement(locale, name);
  await withTransaction(deps.dataSource, async (em) => {
    await queueMail(em, {
      to: deps.config.SUPPORT_EMAIL,
      replyTo: email,
      subject: `[Contact] ${name} <${email}>`,
      text: `From: ${name} <${email}>\nLanguage: ${locale ?? "-"}\n\n${message}`,
      html: `<p><strong>${escapeHtml(name)}</strong> &lt;${escapeHtml(email)}&gt;</p>${paragraphs(message)}`,
    });
    await queueMail(em, { to: email, subject: ack.subject, text: ack.text, html: paragraphs(ack.text) });
  });
}
