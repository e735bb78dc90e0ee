import type { EntityManager } from "typeorm";
import { escapeHtml } from "../../../shared/html.js";
import { queueMail } from "../../mail/index.js";
import type { UserAccount } from "../repo/user-account.repo.js";
import { securityNoticeMail, type SecurityEvent } from "./security-notice.templates.js";
import { endUserSessions } from "./session.service.js";

/**
 * After a change to how an account signs in (2FA on or off, a new password): every other session
 * ends — whoever else holds one must sign in again under the new rules — and the owner is mailed a
 * notice, so a change they did not make does not go unnoticed. Runs in the transaction of the change
 * itself, so the change, the sign-outs and the mail commit (or roll back) together.
 * `keepSessionId`: the caller's own session (absent for a forgotten-password reset: all end).
 */
export async function endSessionsWithNotice(
  em: EntityManager,
  user: Pick<UserAccount, "id" | "email" | "locale">,
  event: SecurityEvent,
  keepSessionId?: string,
): Promise<void> {
  await endUserSessions(em, user.id, keepSessionId);
  const mail = securityNoticeMail(user.locale, event);
  await queueMail(em, {
    to: user.email,
    subject: mail.subject,
    text: mail.text,
    html: `<p>${escapeHtml(mail.text).replace(/\n/g, "<br>")}</p>`,
  });
}
