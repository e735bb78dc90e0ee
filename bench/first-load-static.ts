/**
 * The baseline page of bench/first-load.bench.ts: the marketplace's first 20 cards as one static HTML
 * file (inline CSS, no script), laid out like the marketplace (260 px filter column, 4 columns of
 * square images at 1280 px), written into the served build with the same precompressed copies.
 */
import { writeFileSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

export interface StaticCard {
  id: string;
  type: string;
  unitPrice: string | null;
  startPrice: string | null;
  highestBid: string | null;
  card: { name: string; imageUrl: string };
}

/** Cards in the first row(s) a 1280×800 window shows: loaded eagerly; the rest lazily (as the app does). */
const ABOVE_THE_FOLD = 8;

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** USDT micro-units as "1,234.50" (what the client's formatUsdt prints). */
function usdt(micro: string | null): string {
  const value = BigInt(micro ?? "0");
  const whole = (value / 1_000_000n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  const fraction = (value % 1_000_000n).toString().padStart(6, "0").replace(/0+$/, "").padEnd(2, "0");
  return `${whole}.${fraction}`;
}

export function staticCardsHtml(items: StaticCard[]): string {
  const cards = items
    .map((listing, i) => {
      const price =
        listing.type === "DIRECT" ? listing.unitPrice : (listing.highestBid ?? listing.startPrice);
      const loading = i < ABOVE_THE_FOLD ? `fetchpriority="${i < 4 ? "high" : "auto"}"` : `loading="lazy"`;
      return `<a class="card" href="/tw/product/${escape(listing.id)}"><img src="${escape(listing.card.imageUrl)}" alt="${escape(listing.card.name)}" width="600" height="800" decoding="async" ${loading}><b>${escape(listing.card.name)}</b><span class="badge">${listing.type === "DIRECT" ? "直購" : "競標"}</span><span class="price">${usdt(price)} USDT</span></a>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="zh-TW"><head><meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0"><title>Vitrine — marketplace (static)</title>
<style>
body{margin:0;background:#1a1b1e;color:#c9c9c9;font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,sans-serif}
header{height:60px;border-bottom:1px solid #373a40;display:flex;align-items:center;padding:0 16px;font-weight:700}
main{max-width:1200px;margin:0 auto;padding:24px 16px}
h1{font-size:34px;margin:0 0 24px}
.layout{display:flex;gap:24px;align-items:flex-start}
aside{width:260px;flex-shrink:0;height:400px;border:1px solid #373a40;border-radius:8px}
.grid{flex:1;min-width:0;display:grid;grid-template-columns:repeat(4,minmax(0,1fr));gap:16px}
.card{display:flex;flex-direction:column;gap:6px;padding:0 0 12px;border:1px solid #373a40;border-radius:16px;overflow:hidden;background:#25262b;color:inherit;text-decoration:none}
.card img{width:100%;height:auto;aspect-ratio:1;object-fit:cover;display:block}
.card b,.card span{padding:0 12px}
.badge{font-size:12px}.price{font-weight:700;color:#38d9a9}
</style></head>
<body><header>Vitrine</header><main><h1>市集</h1><div class="layout"><aside></aside><div class="grid" data-testid="static-cards">
${cards}
</div></div></main></body></html>
`;
}

/** Writes the page (and its .br/.gz copies, as the client build has) as `<dir>/<name>`. */
export function writeStaticPage(dir: string, name: string, html: string): void {
  const file = path.join(dir, name);
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}
