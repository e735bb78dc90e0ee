import { randomBytes } from "node:crypto";
import type { DataSource } from "typeorm";
import type { AppDeps } from "../../../src/app-deps.js";
import { insertDemoAccount } from "../../../src/domains/accounts/index.js";
import { createCampaign } from "../../../src/domains/stamps/index.js";
import { uniqueName } from "../../helpers/market-fixtures.js";

/** Stamp campaign fixtures over the real database (services called directly). */

const HOUR = 3600_000;

export const stampTexts = (name: string) => [
  { language: "tw", name, hint: "到場掃描" },
  { language: "en", name: `${name} (en)`, hint: "Scan at the venue" },
];

export async function openCampaign(
  deps: AppDeps,
  options: {
    stamps?: { action: string; refId?: string | null }[];
    winnersCount?: number;
    endsInMs?: number;
  } = {},
) {
  const now = Date.now();
  return createCampaign(
    deps,
    {
      texts: [
        { language: "tw", title: uniqueName("集章"), description: "集滿抽獎", prize: "限量周邊" },
        { language: "en", title: "Stamp rally", description: "Collect all", prize: "Limited goods" },
      ],
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + (options.endsInMs ?? HOUR)).toISOString(),
      ...(options.winnersCount ? { winnersCount: options.winnersCount } : {}),
      stamps: (options.stamps ?? [{ action: "VENUE_QR" }, { action: "VENUE_QR" }]).map((s, i) => ({
        action: s.action,
        refId: s.refId ?? null,
        texts: stampTexts(`章${i + 1}`),
      })),
    },
    "en",
  );
}

/** `n` members inserted straight into user_account (a few statements, not the sign-up path). */
export async function insertMembers(dataSource: DataSource, n: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) {
    const tag = randomBytes(7).toString("hex");
    ids.push(
      await insertDemoAccount(dataSource.manager, {
        publicId: `s${tag}`,
        email: `stamps-${tag}@example.com`,
        passwordHash: "x",
        nickname: `stamper${tag}`,
        role: "member",
        referralCode: `S${tag}`,
      }),
    );
  }
  return ids;
}

/** Gives these members these stamps, inside the campaign's window (as the worker would). */
export async function giveStamps(
  dataSource: DataSource,
  campaignId: string,
  stampIds: readonly string[],
  userIds: readonly string[],
): Promise<void> {
  const rows = userIds.flatMap((u) => stampIds.map((s) => [s, campaignId, u, new Date()]));
  for (let i = 0; i < rows.length; i += 500) {
    await dataSource.query(`INSERT INTO stamp_award (stamp_id, campaign_id, user_id, awarded_at) VALUES ?`, [
      rows.slice(i, i + 500),
    ]);
  }
}
