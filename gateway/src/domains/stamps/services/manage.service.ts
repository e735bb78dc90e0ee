import { randomBytes } from "node:crypto";
import { campaignRule, type CampaignParsed, type Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import type { AppDeps } from "../../../app-deps.js";
import { withTransaction } from "../../../infra/transaction.js";
import { DomainError } from "../../../shared/domain-error.js";
import { parseInput } from "../../../shared/parse-input.js";
import { assertRowId } from "../../../shared/row-id.js";
import { enqueueAfterCommit } from "../../outbox/index.js";
import {
  findStamps,
  insertCampaign,
  insertStamp,
  listCampaigns,
  lockCampaign,
  retireStampsExcept,
  updateCampaign,
  updateStamp,
  type CampaignRow,
} from "../repo/campaign.repo.js";
import { toStaffCampaignViews, type StaffCampaignView } from "./campaign-view.js";
import { campaignSeedHash, newCampaignSeed } from "./stamp-draw.js";
import { assertStampRefsExist } from "./stamp-refs.js";
import { textsToJson } from "./texts.js";

type Deps = Pick<AppDeps, "dataSource">;

/** Staff: every campaign, newest end first, with every language's text and the venue QR tokens. */
export async function staffCampaigns(deps: Deps, language: Locale): Promise<StaffCampaignView[]> {
  const em = deps.dataSource.manager;
  return toStaffCampaignViews(em, await listCampaigns(em, null), language);
}

async function one(em: EntityManager, id: string, language: Locale): Promise<StaffCampaignView> {
  const row = await lockCampaign(em, id);
  if (!row) throw new DomainError("CAMPAIGN_NOT_FOUND");
  return (await toStaffCampaignViews(em, [row], language))[0]!;
}

/** The draw job at the campaign's end; a new job id per version so an edited end gets its own job. */
async function scheduleDraw(em: EntityManager, id: string, version: number, endsAt: Date) {
  await enqueueAfterCommit(
    em,
    "stamps",
    "drawWinners",
    { campaignId: id },
    { jobId: `stamps-draw-${id}-v${version}`, runAt: endsAt },
  );
}

async function writeStamps(em: EntityManager, campaignId: string, input: CampaignParsed, editing: boolean) {
  const existing = new Set((await findStamps(em, [campaignId], true)).map((s) => String(s.id)));
  const keep: string[] = [];
  let position = 0;
  for (const s of input.stamps) {
    position += 1;
    const fields = {
      campaignId,
      position,
      action: s.action,
      refId: s.action === "VENUE_QR" ? null : (s.refId ?? null),
      texts: textsToJson(s.texts),
    };
    if (s.id && editing) {
      if (!existing.has(s.id) || !(await updateStamp(em, { ...fields, id: s.id }))) {
        throw new DomainError("NOT_FOUND", { field: "stamps.id" });
      }
      keep.push(s.id);
    } else {
      keep.push(await insertStamp(em, { ...fields, qrKey: randomBytes(16).toString("hex") }));
    }
  }
  await retireStampsExcept(em, campaignId, keep);
}

/**
 * Staff: a new campaign (stamp ids in the input are ignored: every stamp is new); every stamp's
 * reference must exist (NOT_FOUND on stamps.refId). Draws its secret seed and stores its SHA-256
 * (published on the campaign page from now on), and schedules the draw at the end through the outbox.
 */
export async function createCampaign(
  deps: Deps,
  rawInput: unknown,
  language: Locale,
): Promise<StaffCampaignView> {
  const input = parseInput(campaignRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    await assertStampRefsExist(em, input.stamps);
    const seed = newCampaignSeed();
    const id = await insertCampaign(em, {
      texts: textsToJson(input.texts),
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      winnersCount: input.winnersCount,
      seed,
      seedHash: campaignSeedHash(seed),
    });
    await writeStamps(em, id, input, false);
    await scheduleDraw(em, id, 1, input.endsAt);
    return one(em, id, language);
  });
}

/**
 * Staff: texts, window, winners count and stamps, conditional on the version read (2151 when stale);
 * a drawn campaign is final (2154); an unknown stamp reference is NOT_FOUND on stamps.refId. Stamps
 * left out are retired (awards kept, no longer counted). The seed and its published hash never change.
 */
export async function editCampaign(
  deps: Deps,
  rawId: string,
  version: number,
  rawInput: unknown,
  language: Locale,
): Promise<StaffCampaignView> {
  const id = assertRowId("id", rawId);
  const input = parseInput(campaignRule, rawInput);
  return withTransaction(deps.dataSource, async (em) => {
    const row: CampaignRow | undefined = await lockCampaign(em, id);
    if (!row) throw new DomainError("CAMPAIGN_NOT_FOUND");
    if (row.drawn_at) throw new DomainError("CAMPAIGN_ALREADY_DRAWN");
    await assertStampRefsExist(em, input.stamps);
    const changed = await updateCampaign(em, id, version, {
      texts: textsToJson(input.texts),
      startsAt: input.startsAt,
      endsAt: input.endsAt,
      winnersCount: input.winnersCount,
    });
    if (!changed) throw new DomainError("CAMPAIGN_CHANGED");
    await writeStamps(em, id, input, true);
    await scheduleDraw(em, id, version + 1, input.endsAt);
    return one(em, id, language);
  });
}
