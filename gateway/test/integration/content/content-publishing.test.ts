import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publishOverdueContent, publishScheduledContent } from "../../../src/domains/content/index.js";
import { createMarketUser, type MarketUser } from "../../helpers/market-fixtures.js";
import { errorCodeOf } from "../../helpers/session-client.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import {
  ARCHIVE,
  itemInput,
  ITEM,
  makeDue,
  PUBLISH,
  readAs,
  RESTORE,
  REVISIONS,
  SAVE,
  saveItem,
  SCHEDULE,
  storedItem,
  UNSCHEDULE,
  type StaffItem,
} from "./content-fixtures.js";

let t: TestGateway;
let editor: MarketUser;
let other: MarketUser;
const HOUR = 3_600_000;

beforeAll(async () => {
  t = await startTestGateway();
  editor = await createMarketUser(t, { roles: ["content"], name: `editor${Date.now().toString(36)}` });
  other = await createMarketUser(t, { roles: ["content"], name: `second${Date.now().toString(36)}` });
});
afterAll(async () => {
  await t.close();
});

const schedule = async (item: StaffItem, at: Date) => {
  const res = await editor.client.gql<{ scheduleContentItem: StaffItem }>(SCHEDULE, {
    id: item.id,
    at: at.toISOString(),
    r: item.revision,
  });
  if (res.body.errors) throw new Error(JSON.stringify(res.body.errors));
  return res.body.data!.scheduleContentItem;
};

const revisions = async (id: string) =>
  (
    await editor.client.gql<{
      contentRevisions: {
        total: number;
        items: { revision: number; action: string; changedFields: string[]; editorName: string }[];
      };
    }>(REVISIONS, { id })
  ).body.data!.contentRevisions;

describe("scheduled publishing", () => {
  it("publishes at its time once, also when the job is delivered twice", async () => {
    const scheduled = await schedule(await saveItem(editor.client, itemInput()), new Date(Date.now() + HOUR));
    expect(scheduled.state).toBe("SCHEDULED");
    // Before its time the job changes nothing.
    expect(await publishScheduledContent(t.gateway.deps, scheduled.id)).toBe(false);
    expect((await storedItem(t, scheduled.id)).state).toBe("SCHEDULED");

    await makeDue(t, scheduled.id);
    const [first, second] = [
      await publishScheduledContent(t.gateway.deps, scheduled.id),
      await publishScheduledContent(t.gateway.deps, scheduled.id),
    ];
    expect([first, second]).toEqual([true, false]);
    const stored = await storedItem(t, scheduled.id);
    expect(stored.state).toBe("PUBLISHED");
    expect(stored.revision).toBe(scheduled.revision + 1);
    const history = await revisions(scheduled.id);
    expect(history.items.filter((r) => r.action === "PUBLISHED")).toEqual([
      {
        revision: stored.revision,
        action: "PUBLISHED",
        changedFields: ["state", "publishAt"],
        editorName: "system",
      },
    ]);
  });

  it("two deliveries at once publish it once", async () => {
    const scheduled = await schedule(await saveItem(editor.client, itemInput()), new Date(Date.now() + HOUR));
    await makeDue(t, scheduled.id);
    const results = await Promise.all([
      publishScheduledContent(t.gateway.deps, scheduled.id),
      publishScheduledContent(t.gateway.deps, scheduled.id),
    ]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect((await revisions(scheduled.id)).items.filter((r) => r.action === "PUBLISHED")).toHaveLength(1);
  });

  it("an older job does nothing after the item was re-scheduled later or unscheduled", async () => {
    const first = await schedule(await saveItem(editor.client, itemInput()), new Date(Date.now() + HOUR));
    const later = await schedule(first, new Date(Date.now() + 5 * HOUR));
    expect(later.revision).toBe(first.revision + 1);
    // The first schedule's job comes due: the item's time is now later, so nothing happens.
    expect(await publishScheduledContent(t.gateway.deps, first.id)).toBe(false);
    expect((await storedItem(t, first.id)).state).toBe("SCHEDULED");

    const res = await editor.client.gql<{ unscheduleContentItem: StaffItem }>(UNSCHEDULE, {
      id: later.id,
      r: later.revision,
    });
    expect(res.body.data!.unscheduleContentItem.state).toBe("DRAFT");
    await t.gateway.deps.dataSource.query(`UPDATE content_item SET publish_at = NOW(3) WHERE id = ?`, [
      later.id,
    ]);
    expect(await publishScheduledContent(t.gateway.deps, later.id)).toBe(false);
    expect((await storedItem(t, later.id)).state).toBe("DRAFT");
  });

  it("refuses a time in the past and records the job in the outbox for a future one", async () => {
    const saved = await saveItem(editor.client, itemInput());
    const past = await editor.client.gql(SCHEDULE, {
      id: saved.id,
      at: new Date(Date.now() - 1000).toISOString(),
      r: saved.revision,
    });
    expect(errorCodeOf(past)).toBe(2073);
    expect((await storedItem(t, saved.id)).state).toBe("DRAFT");
    const scheduled = await schedule(saved, new Date(Date.now() + HOUR));
    const rows = (await t.gateway.deps.dataSource.query(
      `SELECT queue, name, job_id FROM outbox_message WHERE job_id = ?`,
      [`content-publish-${saved.id}-${scheduled.revision}`],
    )) as { queue: string; name: string }[];
    expect(rows).toMatchObject([{ queue: "content", name: "publishScheduled" }]);
  });

  it("the sweeper publishes a due item whose job was lost", async () => {
    const scheduled = await schedule(await saveItem(editor.client, itemInput()), new Date(Date.now() + HOUR));
    await makeDue(t, scheduled.id);
    expect(await publishOverdueContent(t.gateway.deps)).toBeGreaterThanOrEqual(1);
    expect((await storedItem(t, scheduled.id)).state).toBe("PUBLISHED");
  });
});

describe("editing and revisions", () => {
  it("records who changed which fields, revision by revision", async () => {
    const created = await saveItem(editor.client, itemInput({}, ["tw"]));
    const input = itemInput({ id: created.id, expectedRevision: created.revision, category: "artists" }, [
      "tw",
      "en",
    ]);
    // Keep the tw slug and title; change the tw body; add en.
    const translations = input.translations as Record<string, string>[];
    translations[0] = { ...created.translations[0]!, summary: "A new summary", bodyMarkdown: "New body" };
    const edited = await saveItem(other.client, input);
    expect(edited.revision).toBe(created.revision + 1);
    expect(edited.updatedByName).toBe(other.email.split("@")[0]);

    const history = await revisions(created.id);
    expect(history.total).toBe(2);
    const [edit, create] = history.items;
    expect(create).toMatchObject({ revision: 1, action: "CREATED", editorName: editor.email.split("@")[0] });
    expect(create!.changedFields).toEqual(
      expect.arrayContaining(["category", "tags", "tw.title", "tw.bodyMarkdown"]),
    );
    expect(edit).toMatchObject({ revision: 2, action: "EDITED", editorName: other.email.split("@")[0] });
    expect(edit!.changedFields).toEqual(["category", "en", "tw.summary", "tw.bodyMarkdown"]);
  });

  it("refuses a stale expectedRevision and changes nothing", async () => {
    const created = await saveItem(editor.client, itemInput());
    const first = await saveItem(
      other.client,
      itemInput({ id: created.id, expectedRevision: created.revision }),
    );
    const stale = await editor.client.gql(SAVE, {
      i: itemInput({ id: created.id, expectedRevision: created.revision, category: "stale" }),
    });
    expect(errorCodeOf(stale)).toBe(2070);
    const staleState = await editor.client.gql(PUBLISH, { id: created.id, r: created.revision });
    expect(errorCodeOf(staleState)).toBe(2070);
    const stored = await storedItem(t, created.id);
    expect(stored).toMatchObject({ state: "DRAFT", revision: first.revision });
    expect((await revisions(created.id)).total).toBe(2);
  });

  it("allows only the transitions of the state machine", async () => {
    const draft = await saveItem(editor.client, itemInput());
    expect(errorCodeOf(await editor.client.gql(ARCHIVE, { id: draft.id, r: draft.revision }))).toBe(2071);
    expect(errorCodeOf(await editor.client.gql(UNSCHEDULE, { id: draft.id, r: draft.revision }))).toBe(2071);
    expect(errorCodeOf(await editor.client.gql(RESTORE, { id: draft.id, r: draft.revision }))).toBe(2071);
    const published = (
      await editor.client.gql<{ publishContentItem: StaffItem }>(PUBLISH, { id: draft.id, r: draft.revision })
    ).body.data!.publishContentItem;
    const archived = (
      await editor.client.gql<{ archiveContentItem: StaffItem }>(ARCHIVE, {
        id: published.id,
        r: published.revision,
      })
    ).body.data!.archiveContentItem;
    expect(archived.state).toBe("ARCHIVED");
    // An archived item is not edited in place: restore it to a draft first.
    const edit = await editor.client.gql(SAVE, {
      i: itemInput({ id: draft.id, expectedRevision: archived.revision }),
    });
    expect(errorCodeOf(edit)).toBe(2071);
    const restored = (
      await editor.client.gql<{ restoreContentItem: StaffItem }>(RESTORE, {
        id: archived.id,
        r: archived.revision,
      })
    ).body.data!.restoreContentItem;
    expect(restored.state).toBe("DRAFT");
    expect((await revisions(draft.id)).items.map((r) => r.action)).toEqual([
      "RESTORED",
      "ARCHIVED",
      "PUBLISHED",
      "CREATED",
    ]);
  });

  it("takes a body up to 100 KB (beyond the 10,000-character net for other strings) and refuses a longer one", async () => {
    const long = "長".repeat(33_000); // 99,000 bytes in UTF-8
    const saved = await saveItem(
      editor.client,
      itemInput({}, ["tw"], () => long),
    );
    expect(saved.translations[0]!.bodyMarkdown).toHaveLength(33_000);
    const preview = await editor.client.gql<{ contentPreview: string }>(
      `query($m: String!) { contentPreview(markdown: $m) }`,
      { m: long },
    );
    expect(preview.body.data!.contentPreview).toBe(`<p>${long}</p>\n`);
    const [{ n: before }] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM content_item`,
    )) as [{ n: number }];
    const tooLong = await editor.client.gql(SAVE, { i: itemInput({}, ["tw"], () => "長".repeat(34_000)) });
    expect(errorCodeOf(tooLong)).toBe(400);
    expect(tooLong.body.errors![0]!.extensions!.data).toMatchObject({ field: "translations" });
    const [{ n: after }] = (await t.gateway.deps.dataSource.query(
      `SELECT COUNT(*) AS n FROM content_item`,
    )) as [{ n: number }];
    expect(Number(after)).toBe(Number(before));
    // Other strings keep the net: a 10,001-character title is refused before any rule runs.
    const title = itemInput();
    (title.translations as Record<string, string>[])[0]!.title = "x".repeat(10_001);
    expect(errorCodeOf(await editor.client.gql(SAVE, { i: title }))).toBe(400);
  });

  it("refuses a slug another item of the kind uses in that language", async () => {
    const first = await saveItem(editor.client, itemInput());
    const input = itemInput();
    (input.translations as Record<string, string>[])[0]!.slug = first.translations[0]!.slug;
    expect(errorCodeOf(await editor.client.gql(SAVE, { i: input }))).toBe(2072);
  });
});

describe("readers", () => {
  it("never see drafts, scheduled or archived items", async () => {
    const draft = await saveItem(editor.client, itemInput());
    const scheduled = await schedule(await saveItem(editor.client, itemInput()), new Date(Date.now() + HOUR));
    const toArchive = await saveItem(editor.client, itemInput());
    const published = (
      await editor.client.gql<{ publishContentItem: StaffItem }>(PUBLISH, {
        id: toArchive.id,
        r: toArchive.revision,
      })
    ).body.data!.publishContentItem;
    expect(
      (await readAs<{ contentItem: { id: string } }>(t, "en", ITEM, { id: published.id })).body.data!
        .contentItem.id,
    ).toBe(published.id);
    await editor.client.gql(ARCHIVE, { id: published.id, r: published.revision });
    for (const id of [draft.id, scheduled.id, published.id]) {
      expect(errorCodeOf(await readAs(t, "en", ITEM, { id }))).toBe(404);
    }
    const slug = draft.translations[0]!.slug;
    expect(errorCodeOf(await readAs(t, "en", ITEM, { k: "NEWS", s: slug }))).toBe(404);
  });
});
