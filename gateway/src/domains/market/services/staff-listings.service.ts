import type { EntityManager } from "typeorm";
import { pageWindow, toPage, type Page } from "../../../shared/paging.js";
import { findOpenListingRowsForStaff } from "../repo/staff-listings.repo.js";
import { toListing } from "./listing-view.js";
import type { ListingView } from "./views.js";

/** An open listing as listing moderation sees it: the public view and the seller's account id. */
export interface StaffListingView {
  listing: ListingView;
  sellerId: string;
}

/** Staff: open listings, 20 a page, newest first, optionally matching a search (id, card, seller). */
export async function listOpenListingsForStaff(
  db: Pick<EntityManager, "query">,
  search: string | null,
  page: number | null | undefined,
): Promise<Page<StaffListingView>> {
  const window = pageWindow(page);
  const term = search?.trim() || null;
  const { rows, total } = await findOpenListingRowsForStaff(db, term, window);
  return toPage(
    rows.map((row) => ({ listing: toListing(row, null), sellerId: String(row.l_seller_id) })),
    total,
    window,
  );
}
