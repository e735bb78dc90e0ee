import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

const SCRIPT = `export const greeting = ${JSON.stringify("hello ".repeat(400))};\n`;
const INDEX = `<!doctype html><html lang="zh-TW"><head><script type="module" crossorigin src="/assets/app-1a2b3c.js"></script></head><body>${"<!-- padding -->".repeat(80)}</body></html>`;
/** The build's preload lists (client/vite.config.preloads.ts). */
const PRELOADS = {
  locales: { tw: ["/assets/tw-111111.js"], en: ["/assets/en-222222.js"], jp: ["/assets/jp-333333.js"] },
  pages: {
    "": ["/assets/HomePage-444444.js"],
    marketplace: ["/assets/MarketplacePage-555555.js", "/assets/Combobox-666666.js", "/assets/app-1a2b3c.js"],
  },
};

/** A built client as client/vite.config.precompress.ts leaves it: .br and .gz beside text files. */
function fakeClientDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "vitrine-dist-"));
  mkdirSync(path.join(dir, "assets"));
  mkdirSync(path.join(dir, ".vite"));
  const write = (file: string, content: string, compressed = true) => {
    writeFileSync(path.join(dir, file), content);
    if (!compressed) return;
    writeFileSync(path.join(dir, `${file}.br`), brotliCompressSync(content));
    writeFileSync(path.join(dir, `${file}.gz`), gzipSync(content));
  };
  write("index.html", INDEX);
  write("assets/app-1a2b3c.js", SCRIPT);
  write("assets/only-gzip-4d5e6f.css", "body{color:red}".repeat(100), false);
  writeFileSync(path.join(dir, "assets/only-gzip-4d5e6f.css.gz"), gzipSync("body{color:red}".repeat(100)));
  write(".vite/manifest.json", "{}");
  writeFileSync(path.join(dir, ".vite/preloads.json"), JSON.stringify(PRELOADS));
  return dir;
}

/** A raw GET (fetch would decode the body and hide Content-Encoding's effect). */
function get(url: string, headers: Record<string, string> = {}) {
  return new Promise<{
    status: number;
    headers: Record<string, string | string[] | undefined>;
    body: Buffer;
  }>((resolve, reject) => {
    request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    })
      .on("error", reject)
      .end();
  });
}

let dist: string;
let t: TestGateway;
beforeAll(async () => {
  dist = fakeClientDist();
  t = await startTestGateway({ CLIENT_DIST: dist });
});
afterAll(async () => {
  await t?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe("client static files", () => {
  it("sends a hashed script as brotli when accepted, with its type, Vary and a year's immutable cache", async () => {
    const res = await get(`${t.url}/assets/app-1a2b3c.js`, { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("br");
    expect(res.headers["content-type"]).toBe("text/javascript; charset=utf-8");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(res.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(res.body).toString()).toBe(SCRIPT);
    expect(Number(res.headers["content-length"])).toBe(res.body.length);
    expect(res.body.length).toBeLessThan(SCRIPT.length / 10);
  });

  it("sends gzip to a browser without brotli (Chromium over plain HTTP), and follows q-values", async () => {
    const gz = await get(`${t.url}/assets/app-1a2b3c.js`, { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    const refusedBr = await get(`${t.url}/assets/app-1a2b3c.js`, { "accept-encoding": "br;q=0, gzip" });
    expect(refusedBr.headers["content-encoding"]).toBe("gzip");
    const preferred = await get(`${t.url}/assets/app-1a2b3c.js`, {
      "accept-encoding": "br;q=0.5, gzip;q=0.9",
    });
    expect(preferred.headers["content-encoding"]).toBe("gzip");
  });

  it("sends the file as it is to a client that accepts no encoding (still Vary: Accept-Encoding)", async () => {
    const variants: Record<string, string>[] = [
      {},
      { "accept-encoding": "identity" },
      { "accept-encoding": "br;q=0, gzip;q=0" },
    ];
    for (const headers of variants) {
      const res = await get(`${t.url}/assets/app-1a2b3c.js`, headers);
      expect(res.status).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.body.toString()).toBe(SCRIPT);
      expect(res.headers["vary"]).toMatch(/accept-encoding/i);
      expect(res.headers["cache-control"]).toMatch(/immutable/);
    }
  });

  it("uses whichever copy exists (gzip only here)", async () => {
    const res = await get(`${t.url}/assets/only-gzip-4d5e6f.css`, { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("text/css; charset=utf-8");
  });

  it("sends the page compressed, never cached without asking", async () => {
    const res = await get(`${t.url}/en/marketplace`, { "accept-encoding": "gzip" });
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.headers["vary"]).toMatch(/accept-encoding/i);
    expect(gunzipSync(res.body).toString()).toContain('src="/assets/app-1a2b3c.js"');
    expect(res.headers["content-security-policy"]).toContain("script-src 'self'");
    const br = await get(`${t.url}/en/marketplace`, { "accept-encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(gunzipSync(res.body).toString());
    const plain = await get(`${t.url}/en/marketplace`);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(gunzipSync(res.body).toString());
  });

  it("names the chunks the URL needs: its language's messages and its landing page's chunks", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    const page = async (url: string, headers: Record<string, string> = {}) => {
      const res = await get(`${t.url}${url}`, headers);
      expect(res.status, url).toBe(200);
      return { html: res.body.toString(), vary: String(res.headers["vary"]) };
    };

    const market = await page("/en/marketplace?status=2");
    expect(preloads(market.html)).toEqual([
      "/assets/en-222222.js",
      "/assets/MarketplacePage-555555.js",
      "/assets/Combobox-666666.js",
    ]);
    expect(market.html).toContain('<html lang="en">');
    // The entry the page already loads is not named twice.
    expect(market.html.match(/app-1a2b3c\.js/g)).toHaveLength(1);

    expect(preloads((await page("/jp")).html)).toEqual([
      "/assets/jp-333333.js",
      "/assets/HomePage-444444.js",
    ]);
    expect((await page("/jp")).html).toContain('<html lang="ja">');
    // A page that is no landing page: its language only.
    expect(preloads((await page("/tw/account")).html)).toEqual(["/assets/tw-111111.js"]);
    // Without a /{lang} prefix the client goes to the cookie's language (else tw): so do the preloads.
    const cookied = await page("/marketplace", { cookie: "session=x; locale=jp" });
    expect(preloads(cookied.html)).toEqual([
      "/assets/jp-333333.js",
      "/assets/MarketplacePage-555555.js",
      "/assets/Combobox-666666.js",
    ]);
    expect(cookied.vary).toMatch(/cookie/i);
    expect(preloads((await page("/", { cookie: "locale=zz" })).html)).toEqual([
      "/assets/tw-111111.js",
      "/assets/HomePage-444444.js",
    ]);
  });

  it("serves no hidden file and no path outside the build, compressed or not", async () => {
    for (const p of [
      "/.vite/manifest.json",
      "/assets/..%2F.vite%2Fmanifest.json",
      "/assets/%2e%2e/index.html",
    ]) {
      const res = await get(`${t.url}${p}`, { "accept-encoding": "gzip, br" });
      // The page fallback (index.html) at most, never the hidden file.
      const encoding = res.headers["content-encoding"];
      const body =
        encoding === "br"
          ? brotliDecompressSync(res.body)
          : encoding === "gzip"
            ? gunzipSync(res.body)
            : res.body;
      expect(body.toString(), p).not.toBe("{}");
      if (res.status === 200) expect(body.toString(), p).toContain("/assets/app-1a2b3c.js");
    }
    const missing = await get(`${t.url}/assets/missing-000000.js`, { "accept-encoding": "gzip, br" });
    expect(missing.status).toBe(404);
  });
});
