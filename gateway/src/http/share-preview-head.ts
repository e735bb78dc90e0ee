import type { SharePreview } from "../domains/content/index.js";
import { escapeHtml } from "../shared/html.js";

/** Where the client page finds a shared link's preview (content domain's sharePreview). */
export interface SharePreviews {
  /** Cheap check on the path alone: only these paths cost a lookup. */
  matches(path: string): boolean;
  load(path: string): Promise<SharePreview | null>;
}

/**
 * The <head> of a shared link's page: title, description, Open Graph and Twitter card tags, every
 * value HTML-escaped (titles and summaries are staff text; nothing is trusted into markup).
 */
export function sharePreviewHead(p: SharePreview): { title: string; tags: string } {
  const title = escapeHtml(p.title);
  const description = escapeHtml(p.description);
  const meta = (attr: "name" | "property", key: string, value: string) =>
    `    <meta ${attr}="${key}" content="${value}">\n`;
  const tags = [
    meta("name", "description", description),
    meta("property", "og:title", title),
    meta("property", "og:description", description),
    meta("property", "og:type", p.type),
    meta("property", "og:url", escapeHtml(p.url)),
    p.image ? meta("property", "og:image", escapeHtml(p.image)) : "",
    meta("name", "twitter:card", p.image ? "summary_large_image" : "summary"),
    meta("name", "twitter:title", title),
    meta("name", "twitter:description", description),
    `    <link rel="canonical" href="${escapeHtml(p.url)}">\n`,
  ].join("");
  return { title: `${title} · Vitrine`, tags };
}
