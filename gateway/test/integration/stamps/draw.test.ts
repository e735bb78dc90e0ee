import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaign, drawWinners, STAMP_DRAW_ALGORITHM } from "../../../src/domains/stamps/index.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { giveStamps, insertMembers, openCampaign } from "./stamp-fixtures.js";

/*
 * The winners draw: exactly min(winnersCount, completers) distinct completers, recomputable from the
 * revealed seed by the independent implementation below (docs/STAMPS.md), and drawn once however
 * many times the job is delivered.
 */

let t: TestGateway;
beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

/** Written from docs/STAMPS.md alone (no import of the gateway's draw): a partial Fisher–Yates shuffle. */
function recompute(seed: string, campaignId: string, completerIds: string[], winners: number): string[] {
  const c = completerIds.map(BigInt).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const k = Math.min(winners, c.length);
  for (let i = 0; i < k; i++) {
    const mac = createHmac("sha256", seed).update(`${campaignId}:${i}`).digest("hex");
    const x = BigInt(`0x${mac.slice(0, 16)}`);
    const j = i + Number(x % BigInt(c.length - i));
    const tmp = c[i]!;
    c[i] = c[j]!;
    c[j] = tmp;
  }
  return c.slice(0, k).map(String);
}

const winnerIds = async (campaignId: string) =>
  (
    (await t.gateway.deps.dataSource.query(
      `SELECT user_id FROM stamp_winner WHERE campaign_id = ? ORDER BY rank_no`,
      [campaignId],
    )) as { user_id: string | number }[]
  ).map((r) => String(r.user_id));

describe("stamp campaign draw", () => {
  it("draws exactly 200 distinct completers among 260, recomputable from the revealed seed; the seed's hash was published first", async () => {
    const deps = t.gateway.deps;
    const created = await openCampaign(deps);
    expect(created.winnersCount).toBe(200);
    expect(created.proof.seed).toBeNull();
    expect(created.proof.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const stampIds = created.stamps.map((s) => s.id);
    const members = await insertMembers(deps.dataSource, 275);
    const completers = members.slice(0, 260);
    await giveStamps(deps.dataSource, created.id, stampIds, completers);
    // 15 members hold one stamp only: never drawn.
    await giveStamps(deps.dataSource, created.id, stampIds.slice(0, 1), members.slice(260));

    const before = await campaign(deps, created.id, "en", null);
    expect(before.proof.seed).toBeNull();
    expect(await drawWinners(deps, created.id)).toBe("not-ended");

    const afterEnd = new Date(Date.now() + 2 * 3600_000);
    expect(await drawWinners(deps, created.id, afterEnd)).toBe("drawn");
    const winners = await winnerIds(created.id);
    expect(winners).toHaveLength(200);
    expect(new Set(winners).size).toBe(200);
    for (const w of winners) expect(completers).toContain(w);

    const view = await campaign(deps, created.id, "en", winners[0]!);
    expect(view.state).toBe("DRAWN");
    expect(view.youWon).toBe(true);
    expect(view.winners).toHaveLength(200);
    expect(view.winners[0]!.displayName).toMatch(/^s\*+$/);
    expect(view.proof.algorithm).toBe(STAMP_DRAW_ALGORITHM);
    expect(view.proof.completerCount).toBe(260);
    const seed = view.proof.seed!;
    expect(createHash("sha256").update(seed).digest("hex")).toBe(created.proof.seedHash);
    expect(recompute(seed, created.id, completers, 200)).toEqual(winners);
  }, 180_000);

  it("a draw delivered twice (at once, then again) draws once", async () => {
    const deps = t.gateway.deps;
    const created = await openCampaign(deps, { winnersCount: 3 });
    const members = await insertMembers(deps.dataSource, 8);
    await giveStamps(
      deps.dataSource,
      created.id,
      created.stamps.map((s) => s.id),
      members,
    );
    const afterEnd = new Date(Date.now() + 2 * 3600_000);
    const outcomes = await Promise.all([
      drawWinners(deps, created.id, afterEnd),
      drawWinners(deps, created.id, afterEnd),
    ]);
    expect(outcomes.sort()).toEqual(["already-drawn", "drawn"]);
    expect(await drawWinners(deps, created.id, afterEnd)).toBe("already-drawn");
    const winners = await winnerIds(created.id);
    expect(winners).toHaveLength(3);
    const seed = (await campaign(deps, created.id, "en", null)).proof.seed!;
    expect(recompute(seed, created.id, members, 3)).toEqual(winners);
  }, 60_000);

  it("fewer completers than prizes: every completer wins; none at all draws nobody", async () => {
    const deps = t.gateway.deps;
    const few = await openCampaign(deps, { winnersCount: 5 });
    const members = await insertMembers(deps.dataSource, 2);
    await giveStamps(
      deps.dataSource,
      few.id,
      few.stamps.map((s) => s.id),
      members,
    );
    const afterEnd = new Date(Date.now() + 2 * 3600_000);
    await drawWinners(deps, few.id, afterEnd);
    expect((await winnerIds(few.id)).sort()).toEqual([...members].sort());

    const none = await openCampaign(deps);
    expect(await drawWinners(deps, none.id, afterEnd)).toBe("drawn");
    expect(await winnerIds(none.id)).toEqual([]);
    expect((await campaign(deps, none.id, "en", null)).proof.completerCount).toBe(0);
  }, 60_000);

  it("the draw job is in the outbox from the campaign's creation, due at its end", async () => {
    const created = await openCampaign(t.gateway.deps);
    const rows = (await t.gateway.deps.dataSource.query(
      `SELECT job_id, run_at FROM outbox_message WHERE queue = 'stamps' AND name = 'drawWinners' AND job_id = ?`,
      [`stamps-draw-${created.id}-v1`],
    )) as { job_id: string; run_at: Date }[];
    expect(rows).toHaveLength(1);
    expect(new Date(rows[0]!.run_at).getTime()).toBe(created.endsAt.getTime());
  });
});
