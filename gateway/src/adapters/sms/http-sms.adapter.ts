import type { DataSource } from "typeorm";
import type { SmsAdapter } from "./sms-adapter.js";
import { insertQueuedSms, markSmsFailed, markSmsSent } from "./sms.repo.js";

/** A provider that does not answer within this long is treated as a failure (the member may retry). */
const SEND_TIMEOUT_MS = 10_000;

/**
 * Production: POSTs `{ to, body }` as JSON to SMS_API_URL with `Authorization: Bearer SMS_API_TOKEN`.
 * Any 2xx answer counts as accepted. The row is written first (QUEUED) so a message the provider
 * never confirmed is still visible to operators as QUEUED or FAILED.
 */
export class HttpSmsAdapter implements SmsAdapter {
  readonly kind = "http" as const;

  constructor(
    private readonly dataSource: DataSource,
    private readonly url: string,
    private readonly token: string | undefined,
  ) {}

  async send(toPhone: string, body: string): Promise<void> {
    const id = await insertQueuedSms(this.dataSource, toPhone, body);
    try {
      const res = await fetch(this.url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        },
        body: JSON.stringify({ to: toPhone, body }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      // The provider's answer body is not needed; drain it so the connection can be reused.
      await res.arrayBuffer().catch(() => undefined);
      if (!res.ok) throw new Error(`SMS provider answered ${res.status}`);
    } catch (error) {
      await markSmsFailed(this.dataSource, id);
      throw error;
    }
    await markSmsSent(this.dataSource, id);
  }
}
