import { SESSION_COOKIE } from "@vitrine/schema";
import type { GraphQLResponse, TestGateway } from "./test-gateway.js";

/**
 * A GraphQL caller with a cookie jar, like a browser tab: it sends the cookies it was given (the
 * `auth.token` session among them) and keeps whatever the gateway sets or clears.
 */
export class SessionClient {
  readonly cookies = new Map<string, string>();
  lastSetCookies: string[] = [];

  get token(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  set token(value: string | undefined) {
    if (value === undefined) this.cookies.delete(SESSION_COOKIE);
    else this.cookies.set(SESSION_COOKIE, value);
  }

  /** The Cookie header this client would send. */
  cookieHeader(): string | undefined {
    return this.cookies.size ? [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ") : undefined;
  }

  constructor(
    private readonly t: TestGateway,
    private readonly extraHeaders: Record<string, string> = {},
  ) {}

  async gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
  ): Promise<GraphQLResponse<T>> {
    const headers: Record<string, string> = { "content-type": "application/json", ...this.extraHeaders };
    const cookie = this.cookieHeader();
    if (cookie !== undefined) headers.cookie = cookie;
    const res = await fetch(`${this.t.url}/graphql`, {
      method: "POST",
      headers,
      body: JSON.stringify({ query, variables }),
    });
    this.lastSetCookies = res.headers.getSetCookie();
    for (const header of this.lastSetCookies) {
      const [pair] = header.split(";");
      const eq = pair!.indexOf("=");
      const name = pair!.slice(0, eq);
      const value = pair!.slice(eq + 1);
      if (value) this.cookies.set(name, value);
      else this.cookies.delete(name);
    }
    return {
      status: res.status,
      headers: res.headers,
      body: (await res.json()) as GraphQLResponse<T>["body"],
    };
  }
}

/** The numeric error code of the first GraphQL error, if any. */
export function errorCodeOf(res: GraphQLResponse<unknown>): number | undefined {
  return res.body.errors?.[0]?.extensions?.errorCode as number | undefined;
}

/** The newest 6-digit code mailed to an address (read from the stored mail, as the dev mailbox does). */
export async function latestMailedCode(t: TestGateway, email: string): Promise<string> {
  const rows = (await t.gateway.deps.dataSource.query(
    "SELECT text_body AS text FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1",
    [email.toLowerCase()],
  )) as { text: string }[];
  const code = /\b(\d{6})\b/.exec(rows[0]?.text ?? "")?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const STRONG_PASSWORD = "Vitrine#2026";

/** Registers (and signs in) a new e-mail account through the public operations. */
export async function registerAccount(
  t: TestGateway,
  client: SessionClient,
  input: { email: string; nickname: string; password?: string; site?: number },
): Promise<{ id: string; publicId: string }> {
  const site = input.site ?? 1;
  const sent = await client.gql(
    `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`,
    {
      i: { email: input.email, site },
    },
  );
  if (sent.body.errors) throw new Error(JSON.stringify(sent.body.errors));
  const code = await latestMailedCode(t, input.email);
  const res = await client.gql<{ register: { id: string; publicId: string } }>(
    `mutation($i: RegisterInput!) { register(input: $i) { id publicId } }`,
    {
      i: {
        email: input.email,
        password: input.password ?? STRONG_PASSWORD,
        confirmPassword: input.password ?? STRONG_PASSWORD,
        nickname: input.nickname,
        birthday: "1990-05-17",
        sex: 3,
        code,
        acceptTerms: true,
        site,
      },
    },
  );
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.register;
}
