/**
 * First load of the client (issue 19, P4): the gateway serving the built client (precompressed), a
 * marketplace of 40 open listings, and Chromium under a fast-3G profile with 4× CPU throttling. For
 * the home page and the marketplace it reports the JavaScript requested before first contentful
 * paint and before largest contentful paint (compressed bytes from resource timing), and compares the
 * marketplace's LCP with a static HTML page of the same 20 cards served by the same server. Median of
 * FIRST_LOAD_RUNS (5) cold loads each. Uses client/dist when it has a manifest, else builds it
 * (FIRST_LOAD_BUILD=1 always builds; FIRST_LOAD_DIST=<dir> measures another build). Run: `npm run bench`.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, statSync } from "node:fs";
import { loadavg } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { fileURLToPath } from "node:url";
import {
  launchChromium,
  measureLoad,
  median,
  type LoadResult,
  type ScriptLoad,
} from "./first-load-browser.js";
import { STATIC_PAGE, startFirstLoadServer } from "./first-load-setup.js";

const RUNS = Number(process.env.FIRST_LOAD_RUNS || 5);
const JS_BUDGET_KB = 170;
const LCP_RATIO_GOAL = 1.5;
const root = fileURLToPath(new URL("..", import.meta.url));
// FIRST_LOAD_DIST: measure another build (an older one, for a before/after comparison).
const clientDist = process.env.FIRST_LOAD_DIST || path.join(root, "client/dist");

if (
  !process.env.FIRST_LOAD_DIST &&
  (process.env.FIRST_LOAD_BUILD === "1" || !existsSync(path.join(clientDist, ".vite/manifest.json")))
) {
  const build = spawnSync("npm", ["run", "build", "-w", "client", "--silent"], {
    cwd: root,
    stdio: "inherit",
  });
  if (build.status !== 0) throw new Error("client build failed");
}
const server = await startFirstLoadServer(clientDist);
const { base } = server;

const pages = [
  { name: "static page (20 cards)", url: `${base}/${STATIC_PAGE}`, ready: "[data-testid=static-cards] img" },
  { name: "marketplace /tw/marketplace", url: `${base}/tw/marketplace`, ready: "[data-testid=listing-card]" },
  { name: "home /tw", url: `${base}/tw`, ready: "[data-testid=home-hero]" },
];

const browser = await launchChromium();
const results = new Map<string, LoadResult[]>(pages.map((p) => [p.name, []]));
try {
  // One load each first: the gateway's code paths and MariaDB's buffers warm, so runs compare alike.
  for (const page of pages) await measureLoad(browser, page.url, page.ready);
  for (let run = 0; run < RUNS; run++) {
    for (const page of pages) results.get(page.name)!.push(await measureLoad(browser, page.url, page.ready));
  }
} finally {
  await browser.close();
  await server.close();
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const ms = (value: number) => `${Math.round(value)} ms`;
const load = (value: number) => value.toFixed(1);

/** The gzip size of a served script: its .gz copy in the build, else the file gzipped here. */
function gzipBytes(url: string): number {
  const file = path.join(clientDist, new URL(url).pathname);
  if (existsSync(`${file}.gz`)) return statSync(`${file}.gz`).size;
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : 0;
}
const before = (l: LoadResult, time: number) => l.scripts.filter((s) => s.startTime < time);
const sum = (scripts: ScriptLoad[], size: (s: ScriptLoad) => number) =>
  scripts.reduce((a, s) => a + size(s), 0);

const rows = pages.map((page) => {
  const loads = results.get(page.name)!;
  const at = (pick: (l: LoadResult) => number) => median(loads.map(pick));
  return {
    page: page.name,
    fcp: at((l) => l.fcp),
    lcp: at((l) => l.lcp),
    files: at((l) => before(l, l.lcp).length),
    sentBeforeFcp: at((l) => sum(before(l, l.fcp), (s) => s.encodedBodySize)),
    sentBeforeLcp: at((l) => sum(before(l, l.lcp), (s) => s.encodedBodySize)),
    gzipBeforeLcp: at((l) => sum(before(l, l.lcp), (s) => gzipBytes(s.url))),
    decodedBeforeLcp: at((l) => sum(before(l, l.lcp), (s) => s.decodedBodySize)),
    lcpElement: loads.at(-1)!.lcpElement,
  };
});
const [baseline, market, home] = rows as [(typeof rows)[0], (typeof rows)[0], (typeof rows)[0]];
const encodings = new Set(results.get(market.page)!.flatMap((l) => Object.values(l.encodings)));

console.log(
  `first load: Chromium, fast 3G (562.5 ms, 1.44 Mbit/s), CPU ÷4, 1280×800, median of ${RUNS} cold loads; ` +
    `load average ${loadavg().map(load).join(" ")}`,
);
console.log(`JavaScript content-encoding as received: ${[...encodings].join(", ")}`);
console.log(
  "| page | FCP | LCP | JS requested before LCP: files | as sent | gzip | uncompressed | JS before FCP (as sent) | LCP element |",
);
console.log("|---|---|---|---|---|---|---|---|---|");
for (const r of rows) {
  console.log(
    `| ${r.page} | ${ms(r.fcp)} | ${ms(r.lcp)} | ${r.files} | ${kb(r.sentBeforeLcp)} | ${kb(r.gzipBeforeLcp)} | ${kb(r.decodedBeforeLcp)} | ${kb(r.sentBeforeFcp)} | ${r.lcpElement} |`,
  );
}
const ratio = market.lcp / baseline.lcp;
const worst = Math.max(market.gzipBeforeLcp, home.gzipBeforeLcp) / 1024;
console.log(
  `LCP ratio marketplace / static: ${ratio.toFixed(2)} (goal ≤ ${LCP_RATIO_GOAL}) ${ratio <= LCP_RATIO_GOAL ? "met" : "NOT met"}`,
);
console.log(
  `critical-path JS, gzip (larger of home and marketplace): ${worst.toFixed(1)} kB (goal ≤ ${JS_BUDGET_KB} kB) ${worst <= JS_BUDGET_KB ? "met" : "NOT met"}`,
);
// npm run bench's table: the LCP ratio and the critical-path JavaScript (as a ratio to its budget).
console.log(
  `BENCH_SUMMARY ${JSON.stringify({
    goal: "P4",
    what: "marketplace LCP ÷ static page of the same cards (fast 3G, 4× CPU)",
    ratio,
    target: `≤ ${LCP_RATIO_GOAL}`,
    met: ratio <= LCP_RATIO_GOAL,
  })}`,
);
console.log(
  `BENCH_SUMMARY ${JSON.stringify({
    goal: "P4",
    what: "critical-path JS gzip ÷ 170 kB budget (larger of home and marketplace)",
    ratio: worst / JS_BUDGET_KB,
    target: "≤ 1.00",
    met: worst <= JS_BUDGET_KB,
    extra: `${worst.toFixed(1)} kB`,
  })}`,
);
