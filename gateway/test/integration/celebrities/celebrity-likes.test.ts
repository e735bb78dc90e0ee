import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  boardKey,
  celebrityBoard,
  likeCelebrity,
  periodsOfDay,
  rebuildBoard,
  setCelebrityActive,
  taipeiDay,
} from "../../../src/domains/celebrities/index.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { flushPrefix, newCelebrity, newMemberId, newMemberIds, refusalOf } from "./celebrity-fixtures.js";

let t: TestGateway;
const deps = () => t.gateway.deps;

beforeAll(async () => {
  t = await startTestGateway();
});
afterAll(async () => {
  await t.close();
});

async function likesRows(celebrityId: string): Promise<number> {
  const [row] = (await deps().dataSource.query(
    `SELECT COUNT(*) AS n FROM celebrity_like WHERE celebrity_id = ?`,
    [celebrityId],
  )) as { n: string }[];
  return Number(row!.n);
}

async function boardLikes(period: "DAY" | "WEEK" | "MONTH", celebrityId: string) {
  const board = await celebrityBoard(deps(), period, null, "en", null);
  return board.entries.find((e) => e.celebrity.id === celebrityId)?.likes;
}

describe("likes", () => {
  it("200 concurrent likes from 200 members count 200, in MySQL, in Redis and on every board", async () => {
    const celebrityId = await newCelebrity(deps());
    const members = await newMemberIds(deps().dataSource, 200);
    const results = await Promise.allSettled(
      members.map((m) => likeCelebrity(deps(), m, celebrityId, "10.0.0.1")),
    );
    expect(results.filter((r) => r.status === "rejected")).toEqual([]);
    expect(await likesRows(celebrityId)).toBe(200);
    for (const ref of periodsOfDay(taipeiDay(new Date()))) {
      expect(await deps().redis.zscore(boardKey(deps(), ref), celebrityId)).toBe("200");
    }
    expect(await boardLikes("DAY", celebrityId)).toBe(200);
    expect(await boardLikes("WEEK", celebrityId)).toBe(200);
    expect(await boardLikes("MONTH", celebrityId)).toBe(200);
  });

  it("a second like the same GMT+8 day is refused and changes nothing; the next day counts again", async () => {
    const celebrityId = await newCelebrity(deps());
    const member = await newMemberId(deps().dataSource);
    // 23:00 and 23:59 on 2026-11-24 in Taipei (15:00Z and 15:59Z): the same GMT+8 day.
    const first = await likeCelebrity(deps(), member, celebrityId, null, new Date("2026-11-24T15:00:00Z"));
    expect(first.dayLikes).toBe(1);
    expect(
      await refusalOf(likeCelebrity(deps(), member, celebrityId, null, new Date("2026-11-24T15:59:00Z"))),
    ).toBe("CELEBRITY_ALREADY_LIKED");
    expect(await likesRows(celebrityId)).toBe(1);
    // 00:00 on 2026-11-25 in Taipei: a new day, the same week and month.
    const next = await likeCelebrity(deps(), member, celebrityId, null, new Date("2026-11-24T16:00:00Z"));
    expect(next).toMatchObject({ dayLikes: 1, weekLikes: 2, monthLikes: 2 });
  });

  it("two likes by one member at once: one counts", async () => {
    const celebrityId = await newCelebrity(deps());
    const member = await newMemberId(deps().dataSource);
    const results = await Promise.allSettled(
      [1, 2, 3].map(() => likeCelebrity(deps(), member, celebrityId, null)),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    expect(await likesRows(celebrityId)).toBe(1);
    expect(await boardLikes("DAY", celebrityId)).toBe(1);
  });

  it("an unknown or inactive celebrity cannot be liked", async () => {
    const member = await newMemberId(deps().dataSource);
    expect(await refusalOf(likeCelebrity(deps(), member, "999999999", null))).toBe("CELEBRITY_NOT_FOUND");
    const celebrityId = await newCelebrity(deps());
    await setCelebrityActive(deps(), celebrityId, 1, false, "en");
    expect(await refusalOf(likeCelebrity(deps(), member, celebrityId, null))).toBe("CELEBRITY_NOT_FOUND");
    expect(await likesRows(celebrityId)).toBe(0);
  });

  it("likes are rate-limited per account", async () => {
    const member = await newMemberId(deps().dataSource);
    const celebrities = await Promise.all(Array.from({ length: 61 }, () => newCelebrity(deps())));
    const results = await Promise.allSettled(celebrities.map((c) => likeCelebrity(deps(), member, c, null)));
    const refused = results.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(1);
  });
});

describe("a Redis loss", () => {
  it("after flushing Redis the board is rebuilt from MySQL with the same counts", async () => {
    const a = await newCelebrity(deps());
    const b = await newCelebrity(deps());
    const members = await newMemberIds(deps().dataSource, 7);
    for (const [i, m] of members.entries()) {
      await likeCelebrity(deps(), m, a, null);
      if (i < 3) await likeCelebrity(deps(), m, b, null);
    }
    const before = await Promise.all(
      (["DAY", "WEEK", "MONTH"] as const).map((p) => celebrityBoard(deps(), p, null, "en", null)),
    );
    expect(before[0]!.entries.find((e) => e.celebrity.id === a)?.likes).toBe(7);
    expect(before[0]!.entries.find((e) => e.celebrity.id === b)?.likes).toBe(3);

    expect(await flushPrefix(deps())).toBeGreaterThan(0);
    expect(await deps().redis.exists(boardKey(deps(), periodsOfDay(taipeiDay(new Date()))[0]!))).toBe(0);
    // Read without a job: the missing sets are rebuilt on the way.
    const after = await Promise.all(
      (["DAY", "WEEK", "MONTH"] as const).map((p) => celebrityBoard(deps(), p, null, "en", null)),
    );
    const counts = (boards: typeof before) =>
      boards.map((board) => board.entries.map((e) => [e.celebrity.id, e.likes, e.rank]));
    expect(counts(after)).toEqual(counts(before));

    // And by the job's service: flushed again, rebuilt, then liked once more on top.
    await flushPrefix(deps());
    await rebuildBoard(deps());
    const extra = await newMemberId(deps().dataSource);
    await likeCelebrity(deps(), extra, b, null);
    const day = periodsOfDay(taipeiDay(new Date()))[0]!;
    expect(await deps().redis.zscore(boardKey(deps(), day), a)).toBe("7");
    expect(await deps().redis.zscore(boardKey(deps(), day), b)).toBe("4");
  });
});
