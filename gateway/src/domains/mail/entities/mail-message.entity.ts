import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from "typeorm";

export type MailStatus = "queued" | "sent" | "stored" | "failed";

/**
 * Every outgoing e-mail. The mail worker delivers it through SMTP (status `sent`) or, with no SMTP
 * configured, keeps it here (status `stored`) where the development mailbox shows it.
 */
@Entity({ name: "mail_message" })
@Index("ix_mail_to", ["toAddress", "id"])
export class MailMessageEntity {
  @PrimaryGeneratedColumn({ type: "bigint", unsigned: true })
  id!: string;

  @Column({ name: "to_address", type: "varchar", length: 254 })
  toAddress!: string;

  @Column({ name: "reply_to", type: "varchar", length: 254, nullable: true })
  replyTo!: string | null;

  @Column({ type: "varchar", length: 255 })
  subject!: string;

  @Column({ name: "text_body", type: "text" })
  textBody!: string;

  @Column({ name: "html_body", type: "mediumtext" })
  htmlBody!: string;

  @Column({ type: "varchar", length: 16, default: "queued" })
  status!: MailStatus;

  @Column({ type: "int", unsigned: true, default: 0 })
  attempts!: number;

  @Column({ name: "last_error", type: "varchar", length: 512, nullable: true })
  lastError!: string | null;

  @CreateDateColumn({ name: "created_at", type: "datetime", precision: 3 })
  createdAt!: Date;

  @Column({ name: "delivered_at", type: "datetime", precision: 3, nullable: true })
  deliveredAt!: Date | null;
}
