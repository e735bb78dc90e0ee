import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createSmsAdapter } from "../../../src/adapters/sms/create-sms-adapter.js";
import { SmsNotConfiguredError } from "../../../src/adapters/sms/sms-adapter.js";
import { createMarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { openResendWindow, SEND_CODE, uniqueTwMobile, VERIFY_PHONE } from "./kyc-fixtures.js";

/** A stand-in SMS provider: records what it is sent and answers `status`. */
let provider: Server;
let providerStatus = 202;
const received: { authorization?: string; body: { to: string; body: string } }[] = [];
let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  provider = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      received.push({
        authorization: req.headers.authorization,
        body: JSON.parse(Buffer.concat(chunks).toString("utf8")) as { to: string; body: string },
      });
      res.statusCode = providerStatus;
      res.end("{}");
    });
  });
  await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
  const { port } = provider.address() as AddressInfo;
  t = await startTestGateway({
    SMS_API_URL: `http://127.0.0.1:${port}/send`,
    SMS_API_TOKEN: "sms-token-123",
  });
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe("HTTP SMS adapter", () => {
  it("posts { to, body } with the bearer token and records the message as SENT", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    const res = await user.client.gql(SEND_CODE, { c: "+886", p: phone });
    expect(res.body.errors).toBeUndefined();
    const last = received.at(-1)!;
    expect(last.authorization).toBe("Bearer sms-token-123");
    expect(last.body.to).toBe(`+886${phone.slice(1)}`);
    const code = /\b(\d{6})\b/.exec(last.body.body)![1]!;
    const [row] = (await db().query(`SELECT status, sent_at AS sentAt FROM sms_message WHERE to_phone = ?`, [
      last.body.to,
    ])) as { status: string; sentAt: Date | null }[];
    expect(row).toMatchObject({ status: "SENT" });
    expect(row!.sentAt).toBeInstanceOf(Date);
    expect((await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code })).body.data).toEqual({
      verifyKycPhone: true,
    });
  });

  it("a refused message: 9503, the code never works, the member may ask again at once", async () => {
    const user = await createMarketUser(t);
    const phone = uniqueTwMobile();
    providerStatus = 500;
    try {
      const res = await user.client.gql(SEND_CODE, { c: "+886", p: phone });
      expect(errorCodeOf(res)).toBe(9503);
    } finally {
      providerStatus = 202;
    }
    const code = /\b(\d{6})\b/.exec(received.at(-1)!.body.body)![1]!;
    const [row] = (await db().query(`SELECT status FROM sms_message ORDER BY id DESC LIMIT 1`)) as {
      status: string;
    }[];
    expect(row!.status).toBe("FAILED");
    expect(errorCodeOf(await user.client.gql(VERIFY_PHONE, { c: "+886", p: phone, code }))).toBe(1003);
    // No resend window was left open by the failure.
    expect((await user.client.gql(SEND_CODE, { c: "+886", p: phone })).body.errors).toBeUndefined();
    await openResendWindow(t, user.id);
  });

  it("the development SMS box is still there outside production", async () => {
    expect((await fetch(`${t.url}/dev/sms.json`)).status).toBe(200);
  });
});

describe("production without a provider", () => {
  it("refuses to build an adapter that would only keep codes", () => {
    expect(() =>
      createSmsAdapter({ production: true, SMS_API_URL: undefined, SMS_API_TOKEN: undefined }, db()),
    ).toThrow(SmsNotConfiguredError);
    expect(
      createSmsAdapter({ production: false, SMS_API_URL: undefined, SMS_API_TOKEN: undefined }, db()).kind,
    ).toBe("database");
  });

  it("has no development SMS box and answers 9503 instead of sending, storing nothing", async () => {
    const prod = await startTestGateway({
      NODE_ENV: "production",
      SESSION_SECRET: "p".repeat(40),
      KYC_ENCRYPTION_KEY: "q".repeat(40),
      PUBLIC_URL: "https://vitrine.test",
    });
    try {
      expect((await fetch(`${prod.url}/dev/sms.json`)).status).toBe(404);
      expect((await fetch(`${prod.url}/dev/sms`)).status).toBe(404);
      const user = await createMarketUser(prod);
      const res = await user.client.gql(SEND_CODE, { c: "+886", p: uniqueTwMobile() });
      expect(errorCodeOf(res)).toBe(9503);
      const pdb = prod.gateway.deps.dataSource;
      expect(await pdb.query(`SELECT id FROM kyc_phone_code`)).toEqual([]);
      expect(await pdb.query(`SELECT id FROM sms_message`)).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
