import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { notifyAfterCommit, sendNoticeDigest } from "../../../src/domains/notices/index.js";
import { relayOutbox } from "../../../src/domains/outbox/index.js";
import { withTransaction } from "../../../src/infra/transaction.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { noticeJobRunner, noticeRows } from "./notice-jobs.js";

let t: TestGateway;
let runJobs: ReturnType<typeof noticeJobRunner>;
let a: MarketUser;
let b: MarketUser;

const notify = (
  userId: string,
  kind: Parameters<typeof notifyAfterCommit>[1]["kind"],
  key: string,
  params = {},
) => withTransaction(t.gateway.deps.dataSource, (em) => notifyAfterCommit(em, { userId, kind, key, params }));

const NOTICES = `query($u: Boolean, $p: Int) { notices(unreadOnly: $u, page: $p) {
  total items { id kind read title body path link { type id } } } }`;
type NoticesAnswer = {
  notices: {
    total: number;
    items: { id: string; kind: string; read: boolean; title: string; body: string; path: string | null }[];
  };
};

async function mailbox(to: string): Promise<{ subject: string; text: string }[]> {
  return (await fetch(`${t.url}/dev/mail.json?to=${encodeURIComponent(to)}`)).json() as never;
}

beforeAll(async () => {
  t = await startTestGateway();
  runJobs = noticeJobRunner(t);
  a = await createMarketUser(t);
  b = await createMarketUser(t);
});
afterAll(async () => {
  await t.close();
});

describe("producing a notice", () => {
  it("records an event once: the producer run twice, each job delivered twice, the outbox relayed twice", async () => {
    await notify(a.id, "DEPOSIT_CREDITED", "901", { depositId: "901", amount: "12500000", network: "ERC20" });
    await notify(a.id, "DEPOSIT_CREDITED", "901", { depositId: "901", amount: "12500000", network: "ERC20" });
    const { dataSource, queues } = t.gateway.deps;
    // The relay enqueues both rows under the same job id: BullMQ keeps one job; relayed again, still one.
    expect(await relayOutbox(dataSource, queues)).toBeGreaterThanOrEqual(2);
    await dataSource.query("UPDATE outbox_message SET dispatched_at = NULL WHERE queue = 'notices'");
    await relayOutbox(dataSource, queues);
    const jobs = await queues.get("notices").getJobs(["waiting", "delayed"]);
    expect(jobs.filter((j) => j.id === `notice-DEPOSIT_CREDITED-901-${a.id}`)).toHaveLength(1);
    await queues.get("notices").obliterate({ force: true });

    expect((await runJobs()).produced).toBe(1);
    const rows = await noticeRows(t, [a.id]);
    expect(rows).toEqual([
      {
        userId: a.id,
        kind: "DEPOSIT_CREDITED",
        key: "901",
        emailState: "pending",
        params: { depositId: "901", amount: "12500000", network: "ERC20" },
      },
    ]);
    const res = await a.client.gql<NoticesAnswer>(NOTICES, {});
    expect(res.body.data!.notices.items[0]).toMatchObject({
      kind: "DEPOSIT_CREDITED",
      read: false,
      title: "Deposit credited",
      body: "12.5 USDT (ERC20) is in your wallet.",
      path: "/users/digitalWallet/usdt",
    });
  });

  it("records nothing when the event's transaction rolls back", async () => {
    await expect(
      withTransaction(t.gateway.deps.dataSource, async (em) => {
        await notifyAfterCommit(em, { userId: b.id, kind: "KYC_APPROVED", key: "rolled-back" });
        throw new Error("the event failed");
      }),
    ).rejects.toThrow("the event failed");
    await runJobs();
    expect((await noticeRows(t, [b.id])).filter((r) => r.key === "rolled-back")).toEqual([]);
  });

  it("renders in the request's language", async () => {
    await notify(b.id, "PACKAGE_OPENED", "77", { packageId: "77" });
    await runJobs();
    const res = await fetch(`${t.url}/graphql?lang=jp`, {
      method: "POST",
      headers: { "content-type": "application/json", cookie: b.client.cookieHeader()! },
      body: JSON.stringify({ query: NOTICES, variables: {} }),
    });
    const body = (await res.json()) as { data: NoticesAnswer };
    expect(body.data.notices.items[0]).toMatchObject({ title: "パックを開封しました", path: "/packages" });
  });
});

describe("reading", () => {
  it("marks only the caller's own notices read; the unread filter and count follow", async () => {
    await notify(b.id, "KYC_APPROVED", "501");
    await notify(b.id, "GIFT_RECEIVED", "502", { cardId: "1", units: "2" });
    await runJobs();
    const mine = (await b.client.gql<NoticesAnswer>(NOTICES, { u: true })).body.data!.notices;
    expect(mine.total).toBe(3);
    const target = mine.items.find((n) => n.kind === "GIFT_RECEIVED")!;
    expect(target.path).toBe("/card/1");

    // Someone else's id: 2080, and nothing changes.
    const foreign = await a.client.gql(`mutation($id: ID!) { markNoticeRead(id: $id) { id } }`, {
      id: target.id,
    });
    expect(foreign.body.errors?.[0]?.extensions?.errorCode).toBe(2080);
    const count = () => b.client.gql<{ noticeUnreadCount: number }>(`{ noticeUnreadCount }`);
    expect((await count()).body.data!.noticeUnreadCount).toBe(3);

    const read = await b.client.gql<{ markNoticeRead: { read: boolean } }>(
      `mutation($id: ID!) { markNoticeRead(id: $id) { read } }`,
      { id: target.id },
    );
    expect(read.body.data!.markNoticeRead.read).toBe(true);
    expect((await count()).body.data!.noticeUnreadCount).toBe(2);
    expect((await b.client.gql<NoticesAnswer>(NOTICES, { u: true })).body.data!.notices.total).toBe(2);

    // Mark all: only the caller's; a's notice stays unread.
    const aBefore = (await a.client.gql<{ noticeUnreadCount: number }>(`{ noticeUnreadCount }`)).body.data!;
    const all = await b.client.gql<{ markAllNoticesRead: number }>(`mutation { markAllNoticesRead }`);
    expect(all.body.data!.markAllNoticesRead).toBe(2);
    expect((await count()).body.data!.noticeUnreadCount).toBe(0);
    const aAfter = (await a.client.gql<{ noticeUnreadCount: number }>(`{ noticeUnreadCount }`)).body.data!;
    expect(aAfter).toEqual(aBefore);
  });

  it("refuses visitors", async () => {
    const res = await t.gql(`{ noticeUnreadCount }`);
    expect(res.body.errors?.[0]?.extensions?.errorCode).toBe(1010);
  });
});

describe("e-mail", () => {
  it("mails nothing for a kind turned off, and one digest for several notices", async () => {
    const member = await createMarketUser(t);
    const off = await member.client.gql<{ setNoticePreference: { kind: string; email: boolean }[] }>(
      `mutation { setNoticePreference(kind: OUTBID, email: false) { kind email } }`,
    );
    expect(off.body.data!.setNoticePreference).toContainEqual({ kind: "OUTBID", email: false });
    expect(off.body.data!.setNoticePreference).toContainEqual({ kind: "PACKAGE_OPENED", email: false });
    expect(off.body.data!.setNoticePreference).toContainEqual({ kind: "AUCTION_WON", email: true });

    await notify(member.id, "OUTBID", "8001", { listingId: "40", amount: "5000000" });
    await notify(member.id, "AUCTION_WON", "41", { listingId: "41", amount: "7000000" });
    await notify(member.id, "ITEM_SOLD", "auction-42", { listingId: "42", amount: "9000000" });
    const { digests } = await runJobs();
    const rows = await noticeRows(t, [member.id]);
    expect(rows.map((r) => [r.kind, r.emailState])).toEqual([
      ["OUTBID", "none"],
      ["AUCTION_WON", "pending"],
      ["ITEM_SOLD", "pending"],
    ]);
    // Both mailable notices schedule the digest of the same time bucket (one BullMQ job id).
    expect(new Set(digests.filter((d) => d.userId === member.id).map((d) => d.jobId)).size).toBe(1);

    expect(await sendNoticeDigest(t.gateway.deps, member.id)).toBe(2);
    expect(await sendNoticeDigest(t.gateway.deps, member.id)).toBe(0);
    await relayOutbox(t.gateway.deps.dataSource, t.gateway.deps.queues);
    const { deliverMail } = await import("../../../src/domains/mail/index.js");
    const { DatabaseMailAdapter } = await import("../../../src/adapters/mail/database-mail.adapter.js");
    const [queued] = (await t.gateway.deps.dataSource.query(
      `SELECT id FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
      [member.email],
    )) as { id: string }[];
    await deliverMail(t.gateway.deps.dataSource, new DatabaseMailAdapter(), String(queued!.id));
    const mails = await mailbox(member.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe("You have 2 new notices on Vitrine");
    expect(mails[0]!.text).toContain("You won auction #41 for 7 USDT.");
    expect(mails[0]!.text).toContain("Listing #42 sold for 9 USDT.");
    expect(mails[0]!.text).not.toContain("outbid");
    expect(mails[0]!.text).toMatch(/\/notices\/unsubscribe\?token=/);
  });

  it("turns a kind's e-mail off from the mail's link, and refuses a tampered link", async () => {
    const member = await createMarketUser(t);
    await notify(member.id, "DEPOSIT_CREDITED", "7001", {
      depositId: "7001",
      amount: "1000000",
      network: "TRC20",
    });
    await runJobs();
    await sendNoticeDigest(t.gateway.deps, member.id);
    const [mail] = (await t.gateway.deps.dataSource.query(
      `SELECT text_body AS text FROM mail_message WHERE to_address = ? ORDER BY id DESC LIMIT 1`,
      [member.email],
    )) as { text: string }[];
    const link = /(https?:\/\/\S+\/notices\/unsubscribe\?token=\S+)/.exec(mail!.text)![1]!;
    const path = new URL(link).pathname + new URL(link).search;

    const tampered = path.replace(/token=(\d+)\./, (_, id: string) => `token=${b.id === id ? a.id : b.id}.`);
    expect((await fetch(`${t.url}${tampered}`, { method: "POST" })).status).toBe(400);
    const badSignature = path.replace(
      /(token=[^&]*)(.)(&|$)/,
      (_, head: string, last: string, tail: string) => `${head}${last === "A" ? "B" : "A"}${tail}`,
    );
    expect(badSignature).not.toBe(path);
    expect((await fetch(`${t.url}${badSignature}`, { method: "POST" })).status).toBe(400);
    expect((await fetch(`${t.url}${badSignature}`)).status).toBe(400);

    const confirm = await fetch(`${t.url}${path}`);
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain('<form method="post"');
    const prefs = async () =>
      (
        await member.client.gql<{ noticePreferences: { kind: string; email: boolean }[] }>(
          `{ noticePreferences { kind email } }`,
        )
      ).body.data!.noticePreferences.find((p) => p.kind === "DEPOSIT_CREDITED")!.email;
    expect(await prefs()).toBe(true);
    const done = await fetch(`${t.url}${path}`, { method: "POST" });
    expect(done.status).toBe(200);
    expect(await prefs()).toBe(false);
    // The tampered links changed nobody's choices.
    for (const other of [a, b]) {
      const p = (
        await other.client.gql<{ noticePreferences: { kind: string; email: boolean }[] }>(
          `{ noticePreferences { kind email } }`,
        )
      ).body.data!.noticePreferences;
      expect(p.find((x) => x.kind === "DEPOSIT_CREDITED")!.email).toBe(true);
    }
  });
});
