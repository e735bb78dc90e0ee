import { z } from "zod";
import { boundedText } from "@vitrine/schema";
import type { AppDeps } from "../../../app-deps.js";
import { parseInput } from "../../../shared/parse-input.js";
import { findCardFormOptions, findStaffCardRows } from "../repo/staff-card.repo.js";
import { likeContains, toCardView, type CardView } from "./card-view.js";

/** Most cards a staff picker lists at once. */
const STAFF_CARDS_MAX = 50;

/** Staff pickers: cards of any release time (newest first), optionally by name. */
export async function listStaffCards(
  deps: Pick<AppDeps, "dataSource">,
  search: string | null,
  limit: number,
): Promise<CardView[]> {
  // A search longer than any name is bad input (400), not an empty list.
  const { text } = parseInput(z.object({ text: boundedText("searchText") }), { text: search ?? "" });
  const rows = await findStaffCardRows(
    deps.dataSource,
    text ? likeContains(text) : null,
    Math.max(1, Math.min(limit, STAFF_CARDS_MAX)),
  );
  return rows.map(toCardView);
}

/** What the new-card form picks from: artists, publishers, chains and series (with their publisher). */
export function cardFormOptions(deps: Pick<AppDeps, "dataSource">) {
  return findCardFormOptions(deps.dataSource);
}
