import { createHmac, timingSafeEqual } from "node:crypto";
import type { Locale } from "@vitrine/schema";
import type { EntityManager } from "typeorm";
import { maskNickname } from "../../accounts/index.js";
import { findMemberAwards, findWinners } from "../repo/award.repo.js";
import { findStamps, type CampaignRow, type StampRow } from "../repo/campaign.repo.js";
import { STAMP_DRAW_ALGORITHM } from "./stamp-draw.js";
import { textIn, textsFromJson } from "./texts.js";

export type CampaignState = "UPCOMING" | "OPEN" | "ENDED" | "DRAWN";

export interface StampView {
  id: string;
  position: number;
  action: StampRow["action"];
  refId: string | null;
  name: string;
  hint: string;
  /** When the viewer earned it; null when not (or for visitors). */
  collectedAt: Date | null;
}

export interface CampaignView {
  id: string;
  title: string;
  description: string;
  prize: string;
  startsAt: Date;
  endsAt: Date;
  winnersCount: number;
  state: CampaignState;
  stamps: StampView[];
  collected: number;
  completed: boolean;
  proof: {
    algorithm: string;
    seedHash: string;
    seed: string | null;
    completerCount: number | null;
    drawnAt: Date | null;
  };
  winners: { rank: number; displayName: string; you: boolean }[];
  youWon: boolean;
  version: number;
}

export function campaignState(c: CampaignRow, now: Date): CampaignState {
  if (c.drawn_at) return "DRAWN";
  if (now < new Date(c.starts_at)) return "UPCOMING";
  return now < new Date(c.ends_at) ? "OPEN" : "ENDED";
}

/** The venue QR's token for a stamp: its id and a MAC with the stamp's own key. */
export function stampToken(stamp: Pick<StampRow, "id" | "qr_key">): string {
  const mac = createHmac("sha256", stamp.qr_key).update(`stamp:${stamp.id}`).digest("hex").slice(0, 32);
  return `${stamp.id}.${mac}`;
}

export function tokenMatches(stamp: Pick<StampRow, "id" | "qr_key">, token: string): boolean {
  const a = Buffer.from(stampToken(stamp));
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

export async function toCampaignViews(
  em: Pick<EntityManager, "query">,
  rows: CampaignRow[],
  language: Locale,
  viewerId: string | null,
  options: { winners: boolean },
): Promise<CampaignView[]> {
  const ids = rows.map((r) => String(r.id));
  const stamps = await findStamps(em, ids);
  const awards = viewerId ? await findMemberAwards(em, viewerId, ids) : [];
  const awardOf = new Map(awards.map((a) => [String(a.stamp_id), new Date(a.awarded_at)]));
  const now = new Date();
  const views: CampaignView[] = [];
  for (const c of rows) {
    const text = textIn<{ title: string; description: string; prize: string }>(c.texts, language);
    const mine = stamps
      .filter((s) => s.campaign_id === c.id)
      .map((s): StampView => {
        const t = textIn<{ name: string; hint: string }>(s.texts, language);
        return {
          id: String(s.id),
          position: s.position,
          action: s.action,
          refId: s.ref_id === null ? null : String(s.ref_id),
          name: t.name,
          hint: t.hint,
          collectedAt: awardOf.get(String(s.id)) ?? null,
        };
      });
    const collected = mine.filter((s) => s.collectedAt).length;
    const winnerRows = options.winners && c.drawn_at ? await findWinners(em, String(c.id)) : [];
    const winners = winnerRows.map((w) => ({
      rank: w.rank_no,
      displayName: maskNickname(w.w_nickname),
      you: viewerId !== null && String(w.user_id) === viewerId,
    }));
    views.push({
      id: String(c.id),
      title: text.title,
      description: text.description,
      prize: text.prize,
      startsAt: new Date(c.starts_at),
      endsAt: new Date(c.ends_at),
      winnersCount: c.winners_count,
      state: campaignState(c, now),
      stamps: mine,
      collected,
      completed: mine.length > 0 && collected === mine.length,
      proof: {
        algorithm: STAMP_DRAW_ALGORITHM,
        seedHash: c.seed_hash,
        seed: c.seed_revealed_at ? c.seed : null,
        completerCount: c.completer_count,
        drawnAt: c.drawn_at ? new Date(c.drawn_at) : null,
      },
      winners,
      youWon: winners.some((w) => w.you),
      version: c.version,
    });
  }
  return views;
}

/** Staff: every language's texts and each stamp's venue QR token. */
export interface StaffCampaignView extends CampaignView {
  texts: { language: Locale; title: string; description: string; prize: string }[];
  stampTexts: {
    stampId: string;
    qrToken: string;
    texts: { language: Locale; name: string; hint: string }[];
  }[];
}

export async function toStaffCampaignViews(
  em: Pick<EntityManager, "query">,
  rows: CampaignRow[],
  language: Locale,
): Promise<StaffCampaignView[]> {
  const views = await toCampaignViews(em, rows, language, null, { winners: true });
  const stamps = await findStamps(
    em,
    rows.map((r) => String(r.id)),
  );
  return views.map((v, i) => ({
    ...v,
    texts: textsFromJson<{ title: string; description: string; prize: string }>(rows[i]!.texts),
    stampTexts: stamps
      .filter((s) => String(s.campaign_id) === v.id)
      .map((s) => ({
        stampId: String(s.id),
        qrToken: stampToken(s),
        texts: textsFromJson<{ name: string; hint: string }>(s.texts),
      })),
  }));
}
