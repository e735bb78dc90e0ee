import type { DataSource } from "typeorm";
import { findPublishers } from "../repo/catalog.repo.js";
import { toPublisherView, type PublisherView } from "./card-view.js";

export async function listPublishers(dataSource: DataSource): Promise<PublisherView[]> {
  const rows = await findPublishers(dataSource);
  return rows.map((r) => toPublisherView(r.id, r.name));
}
