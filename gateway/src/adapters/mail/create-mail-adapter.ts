import type { Config } from "../../config.js";
import { DatabaseMailAdapter } from "./database-mail.adapter.js";
import type { MailAdapter } from "./mail-adapter.js";
import { SmtpMailAdapter } from "./smtp-mail.adapter.js";

export function createMailAdapter(config: Pick<Config, "SMTP_URL" | "MAIL_FROM">): MailAdapter {
  return config.SMTP_URL ? new SmtpMailAdapter(config.SMTP_URL, config.MAIL_FROM) : new DatabaseMailAdapter();
}
