import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { allowedOrigins } from "../../../src/http/require-same-origin.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);

let t: TestGateway;
let member: MarketUser;
beforeAll(async () => {
  t = await startTestGateway();
  member = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

/** POSTs a profile picture with the member's cookie (or token header) and the given Origin. */
async function uploadPicture(headers: Record<string, string>) {
  const res = await fetch(`${t.url}/auth/profile-picture`, {
    method: "POST",
    headers: { "content-type": "image/png", ...headers },
    body: PNG,
  });
  const body = (await res.json()) as {
    profilePictureUrl?: string;
    errors?: { extensions?: { code?: string; errorCode?: number } }[];
  };
  return { status: res.status, body };
}

async function storedPicture(): Promise<string | null> {
  const res = await member.client.gql<{ me: { profilePictureUrl: string | null } }>(
    "{ me { profilePictureUrl } }",
  );
  return res.body.data!.me.profilePictureUrl;
}

const cookie = () => ({ cookie: member.client.cookieHeader()! });

describe("Origin check on browser-facing POST routes", () => {
  it("refuses a cross-origin upload with ORIGIN_REFUSED (403, 2065) and stores nothing", async () => {
    const before = await storedPicture();
    for (const origin of ["https://evil.example", "http://localhost:4000.evil.example", "null"]) {
      const res = await uploadPicture({ ...cookie(), origin });
      expect(res.status, origin).toBe(403);
      expect(res.body.errors?.[0]?.extensions).toMatchObject({ code: "ORIGIN_REFUSED", errorCode: 2065 });
    }
    expect(await storedPicture()).toBe(before);
  });

  it("refuses a cross-origin KYC upload before reading it", async () => {
    const form = new FormData();
    form.set("kind", "FRONT");
    form.set("file", new Blob([PNG], { type: "image/png" }), "front.png");
    const res = await fetch(`${t.url}/auth/kyc/upload_file`, {
      method: "POST",
      headers: { ...cookie(), origin: "https://evil.example" },
      body: form,
    });
    expect(res.status).toBe(403);
    expect(
      ((await res.json()) as { errors: { extensions: { errorCode: number } }[] }).errors[0]!.extensions
        .errorCode,
    ).toBe(2065);
  });

  it("accepts the platform's own origin (PUBLIC_URL) and a non-browser caller with the token header", async () => {
    const own = await uploadPicture({ ...cookie(), origin: new URL(t.config.PUBLIC_URL).origin });
    expect(own.status).toBe(200);
    expect(own.body.profilePictureUrl).toMatch(/^\/media\/avatars\//);

    const app = await uploadPicture({ token: member.client.token! });
    expect(app.status).toBe(200);
    expect(await storedPicture()).toBe(app.body.profilePictureUrl);
  });

  it("knows the platform's origins: PUBLIC_URL's only in production; outside it also loopback and Vite's", () => {
    const prod = allowedOrigins({ PUBLIC_URL: "https://vitrine.example/app", PORT: 4000, production: true });
    expect([...prod]).toEqual(["https://vitrine.example"]);
    const dev = allowedOrigins({ PUBLIC_URL: "http://localhost:4000", PORT: 4000, production: false });
    expect([...dev].sort()).toEqual(
      [
        "http://127.0.0.1:4000",
        "http://127.0.0.1:5173",
        "http://localhost:4000",
        "http://localhost:5173",
      ].sort(),
    );
  });

  it("leaves signed provider callbacks and safe methods alone", async () => {
    const callback = await fetch(`${t.url}/payments/callback/ecpay`, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        origin: "https://payment.ecpay.com.tw",
      },
      body: "MerchantTradeNo=none&CheckMacValue=bad",
    });
    const text = await callback.text();
    expect(text).not.toContain("ORIGIN_REFUSED");
    expect((await fetch(`${t.url}/healthz`, { headers: { origin: "https://evil.example" } })).status).toBe(
      200,
    );
  });
});
