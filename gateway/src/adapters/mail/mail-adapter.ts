/** Where outgoing mail goes. `smtp` delivers for real; `database` keeps it for the dev mailbox. */
export interface OutgoingMail {
  to: string;
  replyTo?: string | null;
  subject: string;
  text: string;
  html: string;
}

export interface MailAdapter {
  readonly kind: "smtp" | "database";
  send(mail: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}
