import { z } from "zod";
import { emailRule, MAX_LENGTH } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { DomainError } from "../../../shared/domain-error.js";
import { withTransaction } from "../../../infra/transaction.js";
import { escapeHtml } from "../../../shared/html.js";
import { FIXED_ATTEMPT_LIMITS, takeAttempts } from "../../accounts/index.js";
import { queueMail } from "../../mail/index.js";
import { contactAcknowledgement } from "./contact-mail.templates.js";

export const contactMessageRule = z.object({
  name: z.string().trim().min(1).max(MAX_LENGTH.contactName),
  email: emailRule,
  message: z.string().trim().min(10).max(MAX_LENGTH.message),
  locale: z.string().max(MAX_LENGTH.locale).nullish(),
});

export type ContactMessage = z.input<typeof contactMessageRule>;

/** Contact form: at most this many messages per client address per hour (the attempt-limit table). */
export const CONTACT_MESSAGES_PER_HOUR = FIXED_ATTEMPT_LIMITS.contactIpPerHour;

const paragraphs = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, "<br>")}</p>`;

/**
 * Footer contact form: forwards the message to support (reply-to the sender) and acknowledges it to
 * the sender in their language. Both mails are written with their outbox rows in one transaction.
 * Limited per client address and, for a signed-in member, per account — counted before anything is
 * written, in one atomic step, so parallel posts cannot get past either limit (9429).
 */
export async function sendContactMessage(
  deps: AppDeps,
  input: ContactMessage,
  clientIp: string,
  accountId: string | null = null,
): Promise<void> {
  const parsed = contactMessageRule.safeParse(input);
  if (!parsed.success) {
    throw new DomainError("DATA_ERROR", { field: String(parsed.error.issues[0]?.path[0] ?? "") });
  }
  const { name, email, message, locale } = parsed.data;
  await takeAttempts(deps, [
    { kind: "contactIp", subject: clientIp },
    ...(accountId ? [{ kind: "contactAccount" as const, subject: accountId }] : []),
  ]);

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
