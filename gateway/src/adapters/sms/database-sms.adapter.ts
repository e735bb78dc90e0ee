import type { DataSource } from "typeorm";
import type { SmsAdapter } from "./sms-adapter.js";

/** Development and test: the message is kept (status STORED) for the development SMS box. */
export class DatabaseSmsAdapter implements SmsAdapter {
  readonly kind = "database" as const;

  constructor(private readonly dataSource: DataSource) {}

  async send(toPhone: string, body: string): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO sms_message (to_phone, body, status, sent_at) VALUES (?, ?, 'STORED', NOW(3))`,
      [toPhone, body],
    );
  }
}
