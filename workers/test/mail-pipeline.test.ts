import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import type { MailAdapter, OutgoingMail } from "../../gateway/src/adapters/mail/mail-adapter.js";
import { deliverMail } from "../../gateway/src/domains/mail/services/deliver-mail.service.js";
import { queueMail } from "../../gateway/src/domains/mail/services/queue-mail.service.js";
import { relayOutbox } from "../../gateway/src/domains/outbox/services/relay-outbox.service.js";
import { withTransaction } from "../../gateway/src/infra/transaction.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

const mail = (to: string): OutgoingMail => ({ to, subject: "Hello", text: "Body", html: "<p>Body</p>" });

async function mailbox(
  to: string,
): Promise<{ to: string; subject: string; text: string; html: string; createdAt: string }[]> {
  return (await fetch(`${t.url}/dev/mail.json?to=${encodeURIComponent(to)}`)).json() as never;
}

describe("outbox", () => {
  it("writes no job when the business transaction rolls back", async () => {
    const { dataSource } = t.gateway.deps;
    await expect(
      withTransaction(dataSource, async (em) => {
        await queueMail(em, mail("rollback@example.com"));
        throw new Error("business rule failed");
      }),
    ).rejects.toThrow("business rule failed");
    const rows: unknown[] = await dataSource.query("SELECT id FROM outbox_message");
    expect(rows).toEqual([]);
    expect(await mailbox("rollback@example.com")).toEqual([]);
  });

  it("relays a committed row once, with its id as the BullMQ job id, even when relayed again", async () => {
    const { dataSource, queues } = t.gateway.deps;
    const row = await withTransaction(dataSource, (em) => queueMail(em, mail("relay@example.com")));
    expect(await relayOutbox(dataSource, queues)).toBe(1);
    expect(await relayOutbox(dataSource, queues)).toBe(0);

    // A relay that crashed before marking the row dispatched enqueues it again: BullMQ keeps one job.
    await dataSource.query("UPDATE outbox_message SET dispatched_at = NULL");
    expect(await relayOutbox(dataSource, queues)).toBe(1);
    const queue = queues.get("mail");
    const jobs = await queue.getJobs(["waiting", "delayed", "active", "completed"]);
    const [outbox]: { id: string }[] = await dataSource.query("SELECT id FROM outbox_message");
    expect(jobs.map((j) => j.id)).toEqual([`outbox-${outbox!.id}`]);
    expect(jobs[0]!.data).toEqual({ mailId: row.id });
    await queue.obliterate({ force: true });
  });
});

describe("mail delivery", () => {
  it("delivers once even when the job runs twice, and records failures for retry", async () => {
    const { dataSource } = t.gateway.deps;
    const row = await withTransaction(dataSource, (em) => queueMail(em, mail("twice@example.com")));
    const sent: string[] = [];
    const failing: MailAdapter = {
      kind: "smtp",
      send: async () => {
        throw new Error("SMTP 451 try later");
      },
    };
    await expect(deliverMail(dataSource, failing, row.id)).rejects.toThrow("SMTP 451");
    const [failed]: { status: string; last_error: string }[] = await dataSource.query(
      "SELECT status, last_error FROM mail_message WHERE id = ?",
      [row.id],
    );
    expect(failed).toMatchObject({ status: "failed", last_error: "SMTP 451 try later" });

    const working: MailAdapter = { kind: "smtp", send: async (m) => void sent.push(m.to) };
    expect(await deliverMail(dataSource, working, row.id)).toBe("delivered");
    expect(await deliverMail(dataSource, working, row.id)).toBe("already-delivered");
    expect(sent).toEqual(["twice@example.com"]);
  });

  it("runs end to end: contact form → outbox → relay → mail worker → dev mailbox", async () => {
    const workers: WorkerSet = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
    try {
      const res = await t.gql(
        `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) }`,
        {
          input: {
            name: "Mei",
            email: "Mei@Example.COM",
            message: "When does the next lantern series drop?",
            locale: "jp",
          },
        },
      );
      expect(res.body).toEqual({ data: { sendContactMessage: true } });

      const ack = await vi.waitFor(
        async () => {
          const mails = await mailbox("mei@example.com");
          expect(mails).toHaveLength(1);
          return mails;
        },
        { timeout: 10_000, interval: 100 },
      );
      expect(ack).toHaveLength(1);
      expect(ack[0]).toMatchObject({ to: "mei@example.com", subject: "Vitrine にメッセージが届きました" });
      expect(ack[0]!.text).toContain("Mei 様");
      expect(Date.parse(ack[0]!.createdAt)).not.toBeNaN();

      const support = await mailbox(t.config.SUPPORT_EMAIL);
      expect(support[0]!.text).toContain("When does the next lantern series drop?");
      const [stored]: { n: string }[] = await t.gateway.deps.dataSource.query(
        "SELECT COUNT(*) AS n FROM mail_message WHERE status = 'stored'",
      );
      expect(Number(stored!.n)).toBeGreaterThanOrEqual(2);
    } finally {
      await workers.close();
    }
  });

  it("refuses bad contact input with DATA_ERROR and writes nothing", async () => {
    const before: { n: string }[] = await t.gateway.deps.dataSource.query(
      "SELECT COUNT(*) AS n FROM mail_message",
    );
    const res = await t.gql(
      `mutation { sendContactMessage(input: { name: "X", email: "not-an-email", message: "hello world!" }) }`,
    );
    expect(res.body.errors?.[0]?.extensions).toMatchObject({
      code: "DATA_ERROR",
      errorCode: 400,
      data: { field: "email" },
    });
    const after: { n: string }[] = await t.gateway.deps.dataSource.query(
      "SELECT COUNT(*) AS n FROM mail_message",
    );
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("rate-limits the contact form per address", async () => {
    const send = () =>
      t.gql(
        `mutation { sendContactMessage(input: { name: "Spam", email: "spam@example.com", message: "buy buy buy buy" }) }`,
      );
    const results = [];
    for (let i = 0; i < 6; i++) results.push(await send());
    // The end-to-end test above already used one of this hour's five messages from 127.0.0.1.
    const limited = results.filter((r) => r.body.errors?.[0]?.extensions?.code === "RATE_LIMITED");
    expect(limited.length).toBeGreaterThanOrEqual(2);
    expect(limited[0]!.body.errors![0]!.extensions).toMatchObject({
      errorCode: 9429,
      data: { remainingTime: expect.any(Number) },
    });
  });
});
