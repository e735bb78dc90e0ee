import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { errorCodeOf, registerAccount, SessionClient } from "../../helpers/session-client.js";

let t: TestGateway;
let oz: SessionClient;
let ozPublicId: string;
beforeAll(async () => {
  t = await startTestGateway();
  oz = new SessionClient(t);
  ozPublicId = (await registerAccount(t, oz, { email: "oz@example.com", nickname: "ozzie" })).publicId;
  await registerAccount(t, new SessionClient(t), { email: "pia@example.com", nickname: "pia" });
});
afterAll(async () => {
  await t.close();
});

const UPDATE = `mutation($i: UpdateProfileInput!) { updateProfile(input: $i) {
  nickname showNickname firstName lastName realName phoneCountryCode phone country birthday sex postalAddress locale } }`;
const stored = async () =>
  (
    (await t.gateway.deps.dataSource.query(
      "SELECT nickname, phone, first_name AS firstName FROM user_account WHERE email = 'oz@example.com'",
    )) as Record<string, unknown>[]
  )[0];

describe("profile", () => {
  it("updates the fields given and leaves the others", async () => {
    const res = await oz.gql<{ updateProfile: Record<string, unknown> }>(UPDATE, {
      i: {
        firstName: " Oscar ",
        lastName: "Zed",
        realName: "Oscar Zed",
        phone: "0912345678",
        birthday: "1988-08-08",
        sex: 1,
        postalAddress: "1 Main St, Taipei",
        locale: "en",
        showNickname: false,
      },
    });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data!.updateProfile).toMatchObject({
      nickname: "ozzie",
      showNickname: false,
      firstName: "Oscar",
      phoneCountryCode: "+886",
      phone: "0912345678",
      birthday: "1988-08-08",
      sex: 1,
      locale: "en",
    });
    const cleared = await oz.gql<{ updateProfile: Record<string, unknown> }>(UPDATE, {
      i: { postalAddress: null, nickname: null },
    });
    expect(cleared.body.data!.updateProfile).toMatchObject({
      postalAddress: null,
      nickname: "ozzie",
      firstName: "Oscar",
    });
  });

  it.each([
    ["Taiwan mobile not 09 + 8 digits", { phone: "0812345678" }],
    ["letters in the phone", { phone: "09123abc78" }],
    ["unknown sex code", { sex: 9 }],
    ["unknown locale", { locale: "xx" }],
    ["future birthday", { birthday: "2999-12-31" }],
  ])("refuses %s with 400 and changes nothing", async (_label, input) => {
    const before = await stored();
    expect(errorCodeOf(await oz.gql(UPDATE, { i: input }))).toBe(400);
    expect(await stored()).toEqual(before);
  });

  it("accepts other countries' numbers with their code", async () => {
    const res = await oz.gql<{ updateProfile: { phone: string } }>(UPDATE, {
      i: { phoneCountryCode: "+81", phone: "9012345678" },
    });
    expect(res.body.data!.updateProfile.phone).toBe("9012345678");
  });

  it("refuses a nickname in use (1012)", async () => {
    expect(errorCodeOf(await oz.gql(UPDATE, { i: { nickname: "pia" } }))).toBe(1012);
    expect((await stored())!.nickname).toBe("ozzie");
  });

  it("public page shows what a visitor may see: a hidden nickname is masked", async () => {
    const res = await new SessionClient(t).gql<{ publicUser: Record<string, unknown> }>(
      `query($p: String!) { publicUser(publicId: $p) { publicId displayName profilePictureUrl memberSince } }`,
      { p: ozPublicId },
    );
    expect(res.body.data!.publicUser).toMatchObject({
      publicId: ozPublicId,
      displayName: "o****",
      profilePictureUrl: null,
    });
    expect(JSON.stringify(res.body)).not.toContain("oz@example.com");
    expect(
      errorCodeOf(await new SessionClient(t).gql(`{ publicUser(publicId: "unone") { publicId } }`)),
    ).toBe(404);
  });

  it("never exposes secrets: the Viewer type has no password, TOTP or reset-key field", async () => {
    const res = await oz.gql(`{ __type(name: "Viewer") { fields { name } } }`);
    const names = (res.body.data as { __type: { fields: { name: string }[] } }).__type.fields.map(
      (f) => f.name,
    );
    expect(names.filter((n) => /password|secret|hash|resetKey|totp/i.test(n))).toEqual(["hasPassword"]);
  });
});
