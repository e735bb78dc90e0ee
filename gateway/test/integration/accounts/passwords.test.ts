import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  errorCodeOf,
  latestMailedCode,
  registerAccount,
  SessionClient,
  STRONG_PASSWORD,
} from "../../helpers/session-client.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
  await registerAccount(t, new SessionClient(t), { email: "lee@example.com", nickname: "lee" });
  await registerAccount(t, new SessionClient(t), { email: "mo@example.com", nickname: "mo" });
});
afterAll(async () => {
  await t.close();
});

const LOGIN = `mutation($i: LoginInput!) { login(input: $i) { viewer { email } } }`;
const SEND = `mutation($i: SendPasswordResetCodeInput!) { sendPasswordResetCode(input: $i) { resendInSeconds } }`;
const RESET = `mutation($i: ResetPasswordInput!) { resetPassword(input: $i) }`;
const CHANGE = `mutation($i: ChangePasswordInput!) { changePassword(input: $i) }`;
const PROTECTED = `mutation { updateProfile(input: { firstName: "X" }) { id } }`;
const NEW_PASSWORD = "Brand#New2027";

async function login(email: string, password: string) {
  const c = new SessionClient(t);
  const res = await c.gql(LOGIN, { i: { email, password } });
  return { c, res };
}
const mailCount = async (email: string) =>
  Number(
    (
      (await t.gateway.deps.dataSource.query("SELECT COUNT(*) AS n FROM mail_message WHERE to_address = ?", [
        email,
      ])) as { n: string }[]
    )[0]!.n,
  );

describe("forgot password", () => {
  it("answers the same for unknown addresses, and mails nothing there", async () => {
    const unknown = await new SessionClient(t).gql(SEND, { i: { email: "ghost@example.com" } });
    const known = await new SessionClient(t).gql(SEND, { i: { email: "lee@example.com" } });
    expect(unknown.body).toEqual(known.body);
    expect(await mailCount("ghost@example.com")).toBe(0);
    expect(errorCodeOf(await new SessionClient(t).gql(SEND, { i: { email: "ghost@example.com" } }))).toBe(
      1006,
    );
    const reset = await new SessionClient(t).gql(RESET, {
      i: {
        email: "ghost@example.com",
        code: "123456",
        password: NEW_PASSWORD,
        confirmPassword: NEW_PASSWORD,
      },
    });
    expect(errorCodeOf(reset)).toBe(1007);
  });

  it("resets with the mailed code, ends every session, and the code works once", async () => {
    const { c: before } = await login("lee@example.com", STRONG_PASSWORD);
    const code = await latestMailedCode(t, "lee@example.com");
    const wrongConfirm = await new SessionClient(t).gql(RESET, {
      i: { email: "lee@example.com", code, password: NEW_PASSWORD, confirmPassword: "Other#Pass1" },
    });
    expect(errorCodeOf(wrongConfirm)).toBe(400);
    const ok = await new SessionClient(t).gql(RESET, {
      i: { email: "lee@example.com", code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(ok.body.data).toEqual({ resetPassword: true });
    expect(errorCodeOf(await before.gql(PROTECTED))).toBe(1011);
    expect(errorCodeOf((await login("lee@example.com", STRONG_PASSWORD)).res)).toBe(1009);
    expect((await login("lee@example.com", NEW_PASSWORD)).res.body.errors).toBeUndefined();
    const replay = await new SessionClient(t).gql(RESET, {
      i: { email: "lee@example.com", code, password: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
    });
    expect(errorCodeOf(replay)).toBe(1003);
  });

  it("burns a code after five wrong tries", async () => {
    await t.gateway.deps.redis.del(`${t.config.QUEUE_PREFIX}:email-code:reset_password:mo@example.com`);
    await new SessionClient(t).gql(SEND, { i: { email: "mo@example.com" } });
    const code = await latestMailedCode(t, "mo@example.com");
    const wrong = code === "999999" ? "888888" : "999999";
    for (let i = 0; i < 5; i++) {
      const res = await new SessionClient(t).gql(RESET, {
        i: { email: "mo@example.com", code: wrong, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
      });
      expect(errorCodeOf(res)).toBe(1007);
    }
    const right = await new SessionClient(t).gql(RESET, {
      i: { email: "mo@example.com", code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(errorCodeOf(right)).toBe(1003);
    expect((await login("mo@example.com", STRONG_PASSWORD)).res.body.errors).toBeUndefined();
  });
});

describe("change password", () => {
  it("needs the current password (1009) and a strong new one (400); other sessions end, this one stays", async () => {
    const { c: other } = await login("mo@example.com", STRONG_PASSWORD);
    const { c } = await login("mo@example.com", STRONG_PASSWORD);
    expect(
      errorCodeOf(
        await c.gql(CHANGE, {
          i: { currentPassword: "Nope#1234", newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
        }),
      ),
    ).toBe(1009);
    expect(
      errorCodeOf(
        await c.gql(CHANGE, {
          i: { currentPassword: STRONG_PASSWORD, newPassword: "weak", confirmPassword: "weak" },
        }),
      ),
    ).toBe(400);
    expect((await login("mo@example.com", STRONG_PASSWORD)).res.body.errors).toBeUndefined();
    const ok = await c.gql(CHANGE, {
      i: { currentPassword: STRONG_PASSWORD, newPassword: NEW_PASSWORD, confirmPassword: NEW_PASSWORD },
    });
    expect(ok.body.data).toEqual({ changePassword: true });
    expect((await c.gql(`{ me { email } }`)).body.data).toEqual({ me: { email: "mo@example.com" } });
    expect(errorCodeOf(await other.gql(PROTECTED))).toBe(1011);
    expect((await login("mo@example.com", NEW_PASSWORD)).res.body.errors).toBeUndefined();
  });
});
