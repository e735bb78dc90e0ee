import type { DataSource } from "typeorm";
import type { SmsAdapter } from "./sms-adapter.js";
import { insertStoredSms } from "./sms.repo.js";

/** Development and test: the message is kept (status STORED) for the development SMS box. */
export class DatabaseSmsAdapter implements SmsAdapter {
  readonly kind = "database" as const;

  constructor(private readonly dataSource: DataSource) {}

  async send(toPhone: string, body: string): Promise<void> {
    await insertStoredSms(this.dataSource, toPhone, body);
  }
}
