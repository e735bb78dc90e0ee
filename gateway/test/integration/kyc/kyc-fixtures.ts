import { randomInt } from "node:crypto";
import type { KycImageKind } from "@vitrine/schema";
import { demoPng } from "../../../src/seed/seed-kyc.js";
import type { MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf, type SessionClient } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";

/** A real small PNG (the seed's encoder) and a real JPEG header + body (the gateway sniffs, it does not decode). */
export const PNG = demoPng(24, 16, [40, 90, 160]);
export const JPEG = Buffer.concat([
  Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]),
  Buffer.alloc(300, 9),
  Buffer.from([0xff, 0xd9]),
]);
/** A "png" that is really text. */
export const FAKE_PNG = Buffer.from("<?php echo 'not an image'; ?>\n", "utf8");

export interface UploadAnswer {
  status: number;
  headers: Headers;
  json: {
    key?: string;
    url?: string;
    errors?: {
      message: string;
      extensions: { code: string; errorCode: number; data?: Record<string, unknown> };
    }[];
  };
}

/** POST /auth/kyc/upload_file as a browser form would send it. */
export async function uploadKycFile(
  t: TestGateway,
  client: SessionClient | null,
  kind: string | null,
  bytes: Buffer | null,
  fileName = "photo.png",
): Promise<UploadAnswer> {
  const form = new FormData();
  if (bytes) form.set("file", new Blob([new Uint8Array(bytes)], { type: "image/png" }), fileName);
  if (kind !== null) form.set("kind", kind);
  const cookie = client?.cookieHeader();
  const res = await fetch(`${t.url}/auth/kyc/upload_file`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
  return { status: res.status, headers: res.headers, json: (await res.json()) as UploadAnswer["json"] };
}

export const uploadErrorCode = (answer: UploadAnswer) => answer.json.errors?.[0]?.extensions.errorCode;

/** Uploads the four images; answers their keys by form field. */
export async function uploadFourImages(
  t: TestGateway,
  client: SessionClient,
): Promise<{ frontFileKey: string; backFileKey: string; selfieFileKey: string; secondIdFileKey: string }> {
  const kinds: [KycImageKind, string][] = [
    ["FRONT", "frontFileKey"],
    ["BACK", "backFileKey"],
    ["SELFIE", "selfieFileKey"],
    ["SECOND_ID", "secondIdFileKey"],
  ];
  const out: Record<string, string> = {};
  for (const [kind, field] of kinds) {
    const res = await uploadKycFile(t, client, kind, kind === "SELFIE" ? JPEG : PNG);
    if (res.status !== 200) throw new Error(`upload ${kind}: ${JSON.stringify(res.json)}`);
    out[field] = res.json.key!;
  }
  return out as Awaited<ReturnType<typeof uploadFourImages>>;
}

/** A Taiwan mobile number nobody else in the run uses. */
export function uniqueTwMobile(): string {
  return `09${String(randomInt(0, 100_000_000)).padStart(8, "0")}`;
}

export const SEND_CODE = `mutation($c: String!, $p: String!) { sendKycPhoneCode(phoneCountry: $c, phone: $p) { resendInSeconds } }`;
export const VERIFY_PHONE = `mutation($c: String!, $p: String!, $code: String!) { verifyKycPhone(phoneCountry: $c, phone: $p, code: $code) }`;

/** The newest code texted to a number, read through the development SMS box as a developer would. */
export async function latestSmsCode(t: TestGateway, phoneCountry: string, phone: string): Promise<string> {
  const to = `${phoneCountry}${phone.replace(/^0/, "")}`;
  const res = await fetch(`${t.url}/dev/sms.json?to=${encodeURIComponent(to)}`);
  const messages = (await res.json()) as { body: string }[];
  const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? "")?.[1];
  if (!code) throw new Error(`no code texted to ${to}`);
  return code;
}

/** Opens the member's 60-second resend window again (as if a minute had passed). */
export async function openResendWindow(t: TestGateway, userId: string): Promise<void> {
  await t.gateway.deps.redis.del(`${t.config.QUEUE_PREFIX}:kyc-phone-code:${userId}`);
}

/** Sends and verifies a code for the phone, as the form does before submitting. */
export async function verifyPhone(t: TestGateway, user: MarketUser, phone: string, phoneCountry = "+886") {
  await openResendWindow(t, user.id);
  const sent = await user.client.gql(SEND_CODE, { c: phoneCountry, p: phone });
  if (sent.body.errors) throw new Error(JSON.stringify(sent.body.errors));
  const code = await latestSmsCode(t, phoneCountry, phone);
  const verified = await user.client.gql(VERIFY_PHONE, { c: phoneCountry, p: phone, code });
  if (errorCodeOf(verified) !== undefined) throw new Error(JSON.stringify(verified.body.errors));
}

export const SUBMIT_KYC = `mutation($i: SubmitKycInput!) { submitKyc(input: $i) {
  status reviewStatus failureReason submittedAt nationality firstName lastName birthday idNumberHint
  phoneCountry phone phoneVerified address purpose images { front back selfie secondId } } }`;

export const MY_KYC = `{ myKyc { status reviewStatus failureReason submittedAt reviewedAt nationality firstName lastName
  birthday idNumberHint phoneCountry phone phoneVerified address purpose images { front back selfie secondId } } }`;

/** A complete, valid form for the phone (files uploaded fresh unless given). */
export async function kycForm(
  t: TestGateway,
  user: MarketUser,
  phone: string,
  overrides: Record<string, string> = {},
): Promise<Record<string, string>> {
  return {
    nationality: "TW",
    firstName: "Mei",
    lastName: "Lin",
    birthday: "1990-02-14",
    idNumber: " a123456789 ",
    phoneCountry: "+886",
    phone,
    address: "No. 7, Xinyi Road, Taipei",
    purpose: "COLLECTING",
    ...(await uploadFourImages(t, user.client)),
    ...overrides,
  };
}

/** Verifies the phone and submits a valid form: the member's submission is then under review. */
export async function submitValidKyc(t: TestGateway, user: MarketUser): Promise<Record<string, string>> {
  const phone = uniqueTwMobile();
  const form = await kycForm(t, user, phone);
  await verifyPhone(t, user, phone);
  const res = await user.client.gql(SUBMIT_KYC, { i: form });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return form;
}
