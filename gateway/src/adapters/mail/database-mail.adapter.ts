import type { MailAdapter } from "./mail-adapter.js";

/**
 * No SMTP configured: the message row already holds everything, so "sending" keeps it there, where
 * the development mailbox (/dev/mail) shows it.
 */
export class DatabaseMailAdapter implements MailAdapter {
  readonly kind = "database" as const;

  async send(): Promise<void> {}
}
