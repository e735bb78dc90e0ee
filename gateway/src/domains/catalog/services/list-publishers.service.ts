import type { DataSource } from "typeorm";
import { toPublisherView, type PublisherView } from "./card-view.js";

export async function listPublishers(dataSource: DataSource): Promise<PublisherView[]> {
  const rows: { id: number; name: string }[] = await dataSource.query(
    "SELECT id, name FROM publisher ORDER BY name",
  );
  return rows.map((r) => toPublisherView(r.id, r.name));
}
