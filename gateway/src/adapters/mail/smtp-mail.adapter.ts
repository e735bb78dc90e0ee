import nodemailer, { type Transporter } from "nodemailer";
import type { MailAdapter, OutgoingMail } from "./mail-adapter.js";

/** Delivers through the SMTP server named by SMTP_URL (smtp:// or smtps://, credentials in the URL). */
export class SmtpMailAdapter implements MailAdapter {
  readonly kind = "smtp" as const;
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(mail: OutgoingMail): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: mail.to,
      replyTo: mail.replyTo ?? undefined,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
    });
  }

  async close(): Promise<void> {
    this.transport.close();
  }
}
