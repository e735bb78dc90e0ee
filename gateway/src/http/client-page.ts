import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Request, Response } from "express";
import { DEFAULT_LOCALE, LOCALE_COOKIE, LOCALE_TAGS, isLocale, type Locale } from "@vitrine/schema";
import { readCookie } from "../graphql/request-auth.js";
import { acceptedEncoding } from "./precompressed-static.js";
import { sharePreviewHead, type SharePreviews } from "./share-preview-head.js";

/** What the client build lists per language and landing page (client/vite.config.preloads.ts). */
interface Preloads {
  locales: Partial<Record<string, string[]>>;
  pages: Partial<Record<string, string[]>>;
}

interface PageVariant {
  html: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The language the client will render a URL in: its /{lang} prefix, else the cookie, else tw. */
function localeOf(req: Request, first: string | undefined): Locale {
  if (isLocale(first)) return first;
  const cookie = readCookie(req.headers.cookie, LOCALE_COOKIE);
  return isLocale(cookie) ? cookie : DEFAULT_LOCALE;
}

/** How long a shared link's page is reused, and how many such pages are kept. */
const SHARED_CACHE_MS = 60_000;
const SHARED_CACHE_MAX = 500;

/** Only hashed asset paths from the build's own list go into the page (never request data). */
const ASSET = /^\/assets\/[\w.-]+\.js$/;

/**
 * The client's page (index.html) for one URL: with `<html lang>` of the language the client will
 * show and `<link rel="modulepreload">` for that language's messages chunk and the chunks of the
 * landing page the URL names (`.vite/preloads.json`), so the browser fetches them with the entry
 * instead of after it has run. Variants (language × landing page) are built once, compressed with
 * brotli and gzip, and kept. Without the preload list (an older build) it is index.html as built.
 * A shared link to an article, card or release (`previews`) gets its own title, description and
 * Open Graph tags (share-preview-head.ts), built per path and kept for a minute.
 */
export function clientPage(
  distDir: string,
  previews: SharePreviews | null = null,
): (req: Request, res: Response) => void {
  const indexFile = path.join(distDir, "index.html");
  const preloadsFile = path.join(distDir, ".vite/preloads.json");
  let template = "";
  let preloads: Preloads | null = null;
  let builtAt = -1;
  const variants = new Map<string, PageVariant>();
  // Read again when the build changes under a running gateway (a rebuild while developing).
  const refresh = () => {
    const mtime = statSync(indexFile).mtimeMs;
    if (mtime === builtAt) return;
    template = readFileSync(indexFile, "utf8");
    preloads = existsSync(preloadsFile) ? (JSON.parse(readFileSync(preloadsFile, "utf8")) as Preloads) : null;
    variants.clear();
    builtAt = mtime;
  };

  const build = (locale: Locale, page: string, head: { title: string; tags: string } | null): PageVariant => {
    const files = [...(preloads?.locales[locale] ?? []), ...(preloads?.pages[page] ?? [])].filter(
      (file) => ASSET.test(file) && !template.includes(`"${file}"`),
    );
    const links = files.map((file) => `    <link rel="modulepreload" crossorigin href="${file}">\n`).join("");
    let text = template.replace(/<html lang="[^"]*">/, `<html lang="${LOCALE_TAGS[locale]}">`);
    if (head) {
      // A shared link's page: its own title and description instead of the generic ones.
      text = text
        .replace(/<title>[^<]*<\/title>/, () => `<title>${head.title}</title>`)
        .replace(/\s*<meta name="description"[^>]*>/, "");
    }
    text = text.replace("</head>", () => `${head?.tags ?? ""}${links}  </head>`);
    const html = Buffer.from(text);
    return {
      html,
      br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: head ? 9 : 11 } }),
      gzip: gzipSync(html, { level: 9 }),
    };
  };

  const variant = (locale: Locale, page: string): PageVariant => {
    const key = `${locale}/${page}`;
    let found = variants.get(key);
    if (!found) {
      found = build(locale, page, null);
      variants.set(key, found);
    }
    return found;
  };

  // Shared-link pages, cached briefly per path (an edit shows within a minute); null = generic page.
  const shared = new Map<string, { at: number; page: PageVariant | null; built: number }>();
  const sharedVariant = async (path: string, locale: Locale, page: string): Promise<PageVariant | null> => {
    const hit = shared.get(path);
    if (hit && Date.now() - hit.at < SHARED_CACHE_MS && hit.built === builtAt) return hit.page;
    const preview = await previews!.load(path);
    const built = preview ? build(locale, page, sharePreviewHead(preview)) : null;
    if (shared.size >= SHARED_CACHE_MAX) shared.delete(shared.keys().next().value!);
    shared.set(path, { at: Date.now(), page: built, built: builtAt });
    return built;
  };

  const send = (req: Request, res: Response, first: string | undefined, chosen: PageVariant) => {
    const encoding = acceptedEncoding(req, ["br", "gzip"] as const);
    res.vary("Accept-Encoding");
    // Without a /{lang} prefix the language (so the preloaded messages) comes from the cookie.
    if (!isLocale(first)) res.vary("Cookie");
    res.setHeader("cache-control", "no-cache");
    res.type("html");
    if (encoding) res.setHeader("content-encoding", encoding);
    res.send(encoding ? chosen[encoding] : chosen.html);
  };

  return (req, res) => {
    refresh();
    const [, first, second] = req.path.split("/");
    const locale = localeOf(req, first);
    // A landing page the build knows (first segment after /{lang}, or the first one when the client
    // will add the language); any other page preloads only its language.
    const segment = (isLocale(first) ? second : first) ?? "";
    const page = preloads?.pages[segment] ? segment : "-";
    if (!previews?.matches(req.path)) return send(req, res, first, variant(locale, page));
    // An unknown id or a failed lookup falls back to the generic page: the client shows its own 404.
    sharedVariant(req.path, locale, page)
      .catch(() => null)
      .then((found) => send(req, res, first, found ?? variant(locale, page)))
      .catch(() => undefined);
  };
}
