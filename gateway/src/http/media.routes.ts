import { Router } from "express";
import { cardArtSvg, publisherLogoSvg } from "../domains/catalog/art/generate-art.js";
import { sendCatalogueError } from "./send-domain-error.js";

const SVG_NAME = /^(\d{1,10})\.svg$/;

/** Generated card artwork and publisher logos (pure functions of the id, cached by browsers). */
export function mediaRoutes(): Router {
  const router = Router();
  const serve =
    (render: (id: string) => string) => (req: import("express").Request, res: import("express").Response) => {
      const match = SVG_NAME.exec(String(req.params.file ?? ""));
      if (!match) return void sendCatalogueError(req, res, "NOT_FOUND");
      res.setHeader("content-type", "image/svg+xml; charset=utf-8");
      res.setHeader("cache-control", "public, max-age=86400");
      res.send(render(match[1]!));
    };
  router.get("/media/cards/:file", serve(cardArtSvg));
  router.get("/media/publishers/:file", serve(publisherLogoSvg));
  return router;
}
