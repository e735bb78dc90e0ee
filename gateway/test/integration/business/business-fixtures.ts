import { randomUUID } from "node:crypto";
import { upsertPublisher } from "../../../src/domains/catalog/index.js";
import type { SessionClient } from "../../helpers/session-client.js";
import type { TestGateway } from "../../helpers/test-gateway.js";

/** A minimal PDF, a real small PNG signature + body, and an executable named like a PDF. */
export const PDF = Buffer.from(
  "%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n",
  "latin1",
);
export const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 7),
]);
export const EXE = Buffer.concat([Buffer.from("MZ", "latin1"), Buffer.alloc(200, 0x90)]);

export interface UploadAnswer {
  status: number;
  json: {
    key?: string;
    name?: string;
    mime?: string;
    bytes?: number;
    errors?: { extensions: { errorCode: number } }[];
  };
}

/** POST /business/attachments as the business form sends it (multipart `file`). */
export async function uploadAttachment(
  t: TestGateway,
  client: SessionClient | null,
  bytes: Buffer,
  fileName = "deck.pdf",
  type = "application/pdf",
): Promise<UploadAnswer> {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), fileName);
  const cookie = client?.cookieHeader();
  const res = await fetch(`${t.url}/business/attachments`, {
    method: "POST",
    headers: cookie ? { cookie } : {},
    body: form,
  });
  return { status: res.status, json: (await res.json()) as UploadAnswer["json"] };
}

export const uploadErrorCode = (a: UploadAnswer) => a.json.errors?.[0]?.extensions.errorCode;

/** A valid application (the keys of uploaded attachments may be added). */
export function applicationInput(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: "Formosa Prints Ltd.",
    registrationNumber: "12345678",
    contactName: "Lin Mei",
    contactEmail: "lin.mei@example.com",
    phone: "+886 2 2345 6789",
    website: "https://prints.example.com",
    category: "ART",
    description: "Limited digital editions of woodblock prints.",
    expectedVolume: "UP_TO_10K",
    attachmentKeys: [],
    consent: true,
    ...overrides,
  };
}

const APPLICATION_FIELDS = `id state companyName publisher { id name } rejectReason attachments { key name mime bytes url }`;
export const SUBMIT = `mutation($i: BusinessApplicationInput!) { submitBusinessApplication(input: $i) { ${APPLICATION_FIELDS} } }`;
export const MINE = `{ myBusinessApplication { ${APPLICATION_FIELDS} } }`;
export const QUEUE = `query($s: BusinessApplicationState, $p: Int) { businessApplications(state: $s, page: $p) { total items { id state companyName applicant { id email } attachments { key url } } } }`;
export const APPROVE = `mutation($id: ID!, $p: ID!) { approveBusinessApplication(id: $id, publisherId: $p) { id state publisher { id name } decidedByName } }`;
export const REJECT = `mutation($id: ID!, $r: String!) { rejectBusinessApplication(id: $id, reason: $r) { id state rejectReason } }`;

/** A fresh publisher (catalog's seed function), its id. */
export async function newPublisher(t: TestGateway): Promise<{ id: string; name: string }> {
  const slug = `pub-${randomUUID().slice(0, 8)}`;
  const name = `Publisher ${slug}`;
  const db = t.gateway.deps.dataSource;
  await upsertPublisher(db.manager, slug, name, "");
  const [row] = (await db.query(`SELECT id FROM publisher WHERE slug = ?`, [slug])) as { id: string }[];
  return { id: String(row!.id), name };
}
