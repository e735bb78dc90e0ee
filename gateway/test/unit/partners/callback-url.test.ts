import { describe, expect, it } from "vitest";
import { checkCallbackUrl } from "../../../src/domains/partners/services/callback-url.js";
import { DomainError } from "../../../src/shared/domain-error.js";

/* The configuration-dependent part of a partner callback URL's check (the shape is partnerUrlRule's). */

const PRODUCTION = { production: true, PARTNER_CALLBACK_ALLOW_INTERNAL: false };
const DEVELOPMENT = { production: false, PARTNER_CALLBACK_ALLOW_INTERNAL: true };
const TEST_AS_PRODUCTION = { production: false, PARTNER_CALLBACK_ALLOW_INTERNAL: false };

function reason(config: typeof PRODUCTION, url: string): string | undefined {
  try {
    checkCallbackUrl(config, url);
    return undefined;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    const e = error as DomainError;
    expect(e.errorName).toBe("DATA_ERROR");
    expect(e.data).toMatchObject({ field: "callbackUrl" });
    return String((e.data as { reason: string }).reason);
  }
}

describe("checkCallbackUrl", () => {
  it("production: https to a public host only", () => {
    expect(reason(PRODUCTION, "https://club.example.com/hooks")).toBeUndefined();
    expect(reason(PRODUCTION, "https://93.184.216.34/hooks")).toBeUndefined();
    expect(reason(PRODUCTION, "https://[2606:4700:4700::1111]/hooks")).toBeUndefined();
    expect(reason(PRODUCTION, "http://club.example.com/hooks")).toBe("partners.form.urlHttps");
    expect(reason(PRODUCTION, "http://localhost:8080/hooks")).toBe("partners.form.urlHttps");
    expect(reason(PRODUCTION, "https://localhost/hooks")).toBe("partners.form.urlPrivate");
    expect(reason(PRODUCTION, "https://LOCALHOST./hooks")).toBe("partners.form.urlPrivate");
    expect(reason(PRODUCTION, "https://127.0.0.1/hooks")).toBe("partners.form.urlPrivate");
    expect(reason(PRODUCTION, "https://169.254.169.254/")).toBe("partners.form.urlPrivate");
    expect(reason(PRODUCTION, "https://[::ffff:10.0.0.1]/")).toBe("partners.form.urlPrivate");
    expect(reason(PRODUCTION, "https://[fc00::1]/")).toBe("partners.form.urlPrivate");
    expect(reason(PRODUCTION, "https://a:b@club.example.com/")).toBe("partners.form.urlCredentials");
  });

  it("outside production: http and internal hosts for local receivers, unless the switch is off", () => {
    expect(reason(DEVELOPMENT, "http://127.0.0.1:9000/hooks")).toBeUndefined();
    expect(reason(DEVELOPMENT, "http://localhost:9000/hooks")).toBeUndefined();
    expect(reason(DEVELOPMENT, "https://10.0.0.5/hooks")).toBeUndefined();
    expect(reason(DEVELOPMENT, "https://u@club.example.com/")).toBe("partners.form.urlCredentials");
    expect(reason(TEST_AS_PRODUCTION, "http://club.example.com/hooks")).toBeUndefined();
    expect(reason(TEST_AS_PRODUCTION, "http://127.0.0.1:9000/hooks")).toBe("partners.form.urlPrivate");
  });
});
