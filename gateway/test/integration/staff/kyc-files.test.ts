import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import type { SessionClient } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { PNG, uploadKycFile } from "../kyc/kyc-fixtures.js";

/*
 * ID photos are personal data: only their owner and compliance staff with 2FA read them, and a
 * staff read is written to the audit log.
 */

let t: TestGateway;
let member: MarketUser;
let key: string;

beforeAll(async () => {
  t = await startTestGateway();
  member = await createMarketUser(t);
  const upload = await uploadKycFile(t, member.client, "front", PNG);
  expect(upload.status).toBe(200);
  key = upload.json.key!;
});
afterAll(async () => {
  await t.close();
});

const fetchAs = (client: SessionClient) =>
  fetch(`${t.url}/media/kyc/${key}`, { headers: { cookie: client.cookieHeader() ?? "" } });

describe("KYC files and staff roles", () => {
  it("compliance staff read an ID photo, and the read is audited", async () => {
    const compliance = await createMarketUser(t, { roles: ["compliance"] });
    const res = await fetchAs(compliance.client);
    expect(res.status).toBe(200);
    const requestId = res.headers.get("x-request-id");
    const [row] = (await t.gateway.deps.dataSource.query(
      "SELECT actor_user_id, operation, target_type, request_id FROM staff_audit_log WHERE operation = 'readKycFile' ORDER BY id DESC LIMIT 1",
    )) as { actor_user_id: string; operation: string; target_type: string; request_id: string }[];
    expect(row).toMatchObject({
      actor_user_id: compliance.id,
      target_type: "kyc_file",
      request_id: requestId,
    });
  });

  it("other staff roles and staff without 2FA get the same 404 as a stranger; the owner reads it", async () => {
    const finance = await createMarketUser(t, { roles: ["finance", "admin", "support", "content"] });
    const noTwoFactor = await createMarketUser(t, { roles: ["compliance"], twoFactor: false });
    expect((await fetchAs(finance.client)).status).toBe(404);
    expect((await fetchAs(noTwoFactor.client)).status).toBe(404);
    expect((await fetchAs(member.client)).status).toBe(200);
  });
});
