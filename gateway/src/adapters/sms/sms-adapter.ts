/**
 * Where outgoing text messages go (KYC phone codes). Every message is recorded in `sms_message`;
 * `http` then hands it to the SMS provider at SMS_API_URL, `database` only keeps it for the
 * development SMS box (`/dev/sms`), which is never mounted in production.
 */
export interface SmsAdapter {
  readonly kind: "http" | "database";
  /** Sends (or keeps) one message; throws when the provider refuses it, after marking the row FAILED. */
  send(toPhone: string, body: string): Promise<void>;
}

/** Statuses of an `sms_message` row. */
export type SmsStatus = "QUEUED" | "SENT" | "STORED" | "FAILED";

/** Thrown in production when no SMS provider is configured: a code must never be kept unsent there. */
export class SmsNotConfiguredError extends Error {
  constructor() {
    super("SMS_API_URL is required in production to send KYC phone codes");
    this.name = "SmsNotConfiguredError";
  }
}

/** The number as one string, country code first (+886912345678): the recipient key of the SMS box. */
export function e164(phoneCountry: string, phone: string): string {
  // Taiwan numbers are written 09xxxxxxxx at home and +8869xxxxxxxx abroad: drop the trunk 0.
  return `${phoneCountry}${phone.replace(/^0/, "")}`;
}
