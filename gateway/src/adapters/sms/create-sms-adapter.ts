import type { DataSource } from "typeorm";
import type { Config } from "../../config.js";
import { DatabaseSmsAdapter } from "./database-sms.adapter.js";
import { HttpSmsAdapter } from "./http-sms.adapter.js";
import { SmsNotConfiguredError, type SmsAdapter } from "./sms-adapter.js";

/**
 * The provider when SMS_API_URL is set; otherwise the development SMS box — outside production
 * only. Production without a provider refuses (SmsNotConfiguredError) rather than pretending a
 * code was sent.
 */
export function createSmsAdapter(
  config: Pick<Config, "production" | "SMS_API_URL" | "SMS_API_TOKEN">,
  dataSource: DataSource,
): SmsAdapter {
  if (config.SMS_API_URL) return new HttpSmsAdapter(dataSource, config.SMS_API_URL, config.SMS_API_TOKEN);
  if (config.production) throw new SmsNotConfiguredError();
  return new DatabaseSmsAdapter(dataSource);
}
