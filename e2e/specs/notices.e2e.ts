import { randomUUID } from "node:crypto";
import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { MarketPage } from "../pages/market.page.js";
import { freshTotp, stepAt } from "../pages/totp.js";
import { launchBrowser, screenshot } from "../support/browser.js";

/**
 * Live notices in the browser (issue 15 item 4): member A bids, member B outbids A from a second
 * browser context, and A's open page shows the notice arrive and the bell's unread count rise —
 * over the graphql-ws socket, without a reload. The test makes its own members (registered through
 * the API with their mailed codes), credits their USDT as finance staff would, and lists the auction
 * from a seller of its own (the seller's card unit written into the started product's database).
 */
const baseUrl = inject("baseUrl");
/** DEV_STAFF_TOTP_SECRET of gateway/src/seed/seed-staff.ts (README, demo accounts). */
const STAFF_TOTP_SECRET = "VITRINESTAFFDEVTOTPSECRETKEY2345";
const STAFF = { email: "staff@vitrine.local", password: "Staff#Vitrine2026" };
const PASSWORD = "Notice#Pass2026";

/** A GraphQL caller with its own session cookie (an API client, as an app would be). */
class Caller {
  cookie = "";
  async gql<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
    const res = await fetch(`${baseUrl}/graphql`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: JSON.stringify({ query, variables }),
    });
    const token = res.headers
      .getSetCookie()
      .map((c) => /^auth\.token=([^;]*)/.exec(c)?.[1])
      .find((v) => v !== undefined);
    if (token) this.cookie = `auth.token=${token}`;
    const body = (await res.json()) as { data?: T; errors?: unknown[] };
    if (body.errors) throw new Error(`${query.slice(0, 60)}…: ${JSON.stringify(body.errors)}`);
    return body.data!;
  }
}

interface Member {
  id: string;
  email: string;
  nickname: string;
  caller: Caller;
}

async function mailedCode(email: string, seen: number): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mails = (await (
      await fetch(`${baseUrl}/dev/mail.json?to=${encodeURIComponent(email)}`)
    ).json()) as {
      text: string;
    }[];
    const code = mails.length > seen ? /\b(\d{6})\b/.exec(mails[mails.length - 1]!.text)?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no code mailed to ${email}`);
}

/** A new member, registered through the API with the code the dev mailbox received. */
async function register(prefix: string): Promise<Member> {
  const nickname = `${prefix}${randomUUID().slice(0, 6)}`;
  const email = `${nickname.toLowerCase()}@example.com`;
  const caller = new Caller();
  await caller.gql(
    `mutation($i: SendRegisterCodeInput!) { sendRegisterCode(input: $i) { resendInSeconds } }`,
    {
      i: { email, locale: "en" },
    },
  );
  const code = await mailedCode(email, 0);
  const { register: viewer } = await caller.gql<{ register: { id: string } }>(
    `mutation($i: RegisterInput!) { register(input: $i) { id } }`,
    {
      i: {
        email,
        password: PASSWORD,
        confirmPassword: PASSWORD,
        nickname,
        birthday: "1990-01-01",
        sex: 1,
        code,
        acceptTerms: true,
        locale: "en",
      },
    },
  );
  return { id: viewer.id, email, nickname, caller };
}

/** Finance staff (demo staff account, 2FA) signed in through the API; a TOTP step used elsewhere is retried. */
async function staffCaller(): Promise<Caller> {
  let used = -1;
  for (let attempt = 0; attempt < 4; attempt++) {
    const staff = new Caller();
    const login = await staff.gql<{ login: { challenge: string } }>(
      `mutation($i: LoginInput!) { login(input: $i) { challenge } }`,
      { i: STAFF },
    );
    const { code, step } = await freshTotp(STAFF_TOTP_SECRET, used, STAFF.email);
    used = step;
    try {
      await staff.gql(
        `mutation($c: String!, $code: String!) { verifyLoginTwoFactor(challenge: $c, code: $code) { id } }`,
        {
          c: login.login.challenge,
          code,
        },
      );
      return staff;
    } catch (error) {
      if (attempt === 3) throw error;
      used = Math.max(used, stepAt(Date.now()));
    }
  }
  throw new Error("staff login failed");
}

/** One unit of a fresh card (a copy of a seeded one) for the seller, written into the product's database. */
async function giveSellerACard(sellerId: string): Promise<string> {
  const { databaseUrl } = inject("backstage");
  const mysql = await import("mysql2/promise");
  const connection = await mysql.createConnection({ uri: databaseUrl, timezone: "Z" });
  try {
    const [inserted] = await connection.query(
      `INSERT INTO card (name, artist_id, publisher_id, series_id, chain_id, work_number, edition, size, creation_year,
                         total_issued, release_at, contract_id, contract_address, token_address, token_id, likes, sellable)
       SELECT CONCAT('Lantern ', ?), artist_id, publisher_id, series_id, chain_id, work_number, edition, size,
              creation_year, 1, release_at, contract_id, contract_address, token_address, ?, 0, 1
         FROM card ORDER BY id LIMIT 1`,
      [randomUUID().slice(0, 6), String(BigInt(`0x${randomUUID().replace(/-/g, "")}`))],
    );
    const cardId = String((inserted as { insertId: number }).insertId);
    await connection.query(
      `INSERT INTO card_holding (card_id, user_id, amount, listed) VALUES (?, ?, 1, 0)`,
      [cardId, sellerId],
    );
    return cardId;
  } finally {
    await connection.end();
  }
}

let browser: Browser;
const contexts: BrowserContext[] = [];

async function personIn(): Promise<MarketPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  contexts.push(context);
  return new MarketPage(await context.newPage(), baseUrl);
}

const bellCount = async (page: Page) =>
  Number(await page.getByTestId("notice-bell-count").getAttribute("data-count"));

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const context of contexts) await context.close();
  await browser?.close();
});

describe("live notices", () => {
  it(
    "an outbid member sees the notice arrive and the unread count rise, without reloading",
    { timeout: 300_000 },
    async () => {
      const [a, b, seller] = [
        await register("NoticeA"),
        await register("NoticeB"),
        await register("NoticeS"),
      ];
      const staff = await staffCaller();
      for (const member of [a, b]) {
        await staff.gql(
          `mutation($i: AdminCreditUsdtInput!) { adminCreditUsdt(input: $i) { transactionId } }`,
          {
            i: { userId: member.id, amount: "200", reason: "e2e notices", idempotencyKey: randomUUID() },
          },
        );
      }
      const cardId = await giveSellerACard(seller.id);
      const { createListing } = await seller.caller.gql<{ createListing: { id: string } }>(
        `mutation($i: CreateListingInput!) { createListing(input: $i) { id } }`,
        {
          i: {
            cardId,
            type: "AUCTION",
            units: 1,
            startPrice: "20",
            endsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
          },
        },
      );
      const listingId = createListing.id;

      const pageA = await personIn();
      await pageA.logIn(a.email, PASSWORD, a.nickname);
      await pageA.openProduct(listingId);
      await pageA.page.getByTestId("notice-bell").waitFor();
      expect(await bellCount(pageA.page)).toBe(0);
      await pageA.startBid(25);
      await pageA.confirmBid(25);
      // Marks this very document: a reload or navigation would lose it.
      await pageA.page.evaluate(
        () => ((window as unknown as { noticeMark: string }).noticeMark = "still here"),
      );

      const pageB = await personIn();
      await pageB.logIn(b.email, PASSWORD, b.nickname);
      await pageB.openProduct(listingId);
      await pageB.startBid(30);
      await pageB.confirmBid(30);

      await expect.poll(() => bellCount(pageA.page), { timeout: 20_000 }).toBe(1);
      expect(await pageA.page.evaluate(() => (window as unknown as { noticeMark?: string }).noticeMark)).toBe(
        "still here",
      );
      await pageA.page.getByTestId("notice-bell").click();
      const notice = pageA.page.getByTestId("notice-dropdown").getByTestId("notice-item").first();
      await notice.waitFor();
      expect(await notice.getAttribute("data-kind")).toBe("OUTBID");
      expect(await notice.textContent()).toContain("You were outbid");
      expect(await notice.textContent()).toContain(`auction #${listingId}`);
      // Opening it goes to the auction and marks it read: the badge goes back to 0.
      await notice.click();
      await pageA.page.waitForURL(new RegExp(`/en/product/${listingId}$`));
      await expect.poll(() => bellCount(pageA.page), { timeout: 10_000 }).toBe(0);
      // B, who leads, was told nothing.
      expect(await bellCount(pageB.page)).toBe(0);

      // The notice centre, read, in English and Traditional Chinese, wide and narrow (e2e/screenshots).
      for (const lang of ["en", "tw"]) {
        for (const width of [1280, 375]) {
          await pageA.page.setViewportSize({ width, height: 900 });
          await pageA.open(`/${lang}/users/notice`);
          await pageA.page.getByTestId("notice-list").waitFor();
          expect(await pageA.page.getByTestId("notice-item").count()).toBe(1);
          await screenshot(pageA.page, `notices-centre-${lang}-${width}`);
        }
      }
    },
  );
});
