import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createWorkers, type WorkerSet } from "../src/create-workers.js";
import { DatabaseMailAdapter } from "../../gateway/src/adapters/mail/database-mail.adapter.js";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import {
  latestMailedCode,
  registerAccount,
  SessionClient,
} from "../../gateway/test/helpers/session-client.js";

let t: TestGateway;
let workers: WorkerSet;
beforeAll(async () => {
  t = await startTestGateway({ OUTBOX_POLL_MS: "100" });
  workers = await createWorkers(t.gateway.deps, new DatabaseMailAdapter());
});
afterAll(async () => {
  await workers.close();
  await t.close();
});

describe("accounts/anonymise job", () => {
  it("runs at the end of the deletion period through the outbox and the queue", async () => {
    const c = new SessionClient(t);
    const { id } = await registerAccount(t, c, { email: "wes@example.com", nickname: "wes" });
    await c.gql(`mutation { requestAccountDeletion { resendInSeconds } }`);
    const code = await latestMailedCode(t, "wes@example.com");
    const res = await c.gql(
      `mutation($i: ConfirmAccountDeletionInput!) { confirmAccountDeletion(input: $i) { deletionDueAt } }`,
      {
        i: { email: "wes@example.com", code },
      },
    );
    expect(res.body.errors).toBeUndefined();
    const { dataSource } = t.gateway.deps;
    // Let the relay hand the delayed job to BullMQ, then bring the due time (and the job) forward.
    await vi.waitFor(
      async () => {
        const rows = (await dataSource.query(
          "SELECT dispatched_at FROM outbox_message WHERE queue = 'accounts'",
        )) as { dispatched_at: Date | null }[];
        expect(rows[0]?.dispatched_at).toBeTruthy();
      },
      { timeout: 10_000, interval: 100 },
    );
    await dataSource.query(
      "UPDATE user_account SET deletion_due_at = NOW(3) - INTERVAL 1 SECOND WHERE id = ?",
      [id],
    );
    const job = (await t.gateway.deps.queues.get("accounts").getDelayed())[0]!;
    expect(job.name).toBe("anonymise");
    await job.changeDelay(0);
    await expect
      .poll(
        async () =>
          (
            (await dataSource.query("SELECT status FROM user_account WHERE id = ?", [id])) as {
              status: string;
            }[]
          )[0]!.status,
        { timeout: 10_000, interval: 100 },
      )
      .toBe("deleted");
  });
});
