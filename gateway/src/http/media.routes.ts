import { Router, type Request, type Response } from "express";
import type { AppDeps } from "../app-deps.js";
import { cardArtSvg, publisherLogoSvg } from "../domains/catalog/art/generate-art.js";
import { currentArtworkUrl } from "../domains/catalog/index.js";
import { sendCatalogueError } from "./send-domain-error.js";

const SVG_NAME = /^(\d{1,10})\.svg$/;

/**
 * Card pictures and publisher logos. /media/cards/<id>.svg is the card's picture by id alone: once
 * staff uploaded artwork it redirects to that artwork's versioned URL, else it is the generated picture
 * (a pure function of the id). Either answer is revalidated on every use (ETag), so an upload or a
 * replacement shows at once; publisher logos are cached for a day.
 */
export function mediaRoutes(deps: Pick<AppDeps, "dataSource">): Router {
  const router = Router();
  const idOf = (req: Request, res: Response): string | null => {
    const match = SVG_NAME.exec(String(req.params.file ?? ""));
    if (!match) void sendCatalogueError(req, res, "NOT_FOUND");
    return match ? match[1]! : null;
  };
  const svg = (res: Response, body: string, cacheControl: string) => {
    res.setHeader("content-type", "image/svg+xml; charset=utf-8");
    res.setHeader("cache-control", cacheControl);
    res.send(body);
  };
  router.get("/media/cards/:file", async (req, res, next) => {
    const id = idOf(req, res);
    if (id === null) return;
    try {
      const artwork = await currentArtworkUrl(deps, id);
      if (artwork) {
        res.setHeader("cache-control", "no-cache");
        return void res.redirect(302, artwork);
      }
      // Express answers 304 for a matching If-None-Match (strong ETags of the body).
      svg(res, cardArtSvg(id), "public, no-cache");
    } catch (error) {
      next(error);
    }
  });
  router.get("/media/publishers/:file", (req, res) => {
    const id = idOf(req, res);
    if (id !== null) svg(res, publisherLogoSvg(id), "public, max-age=86400");
  });
  return router;
}
