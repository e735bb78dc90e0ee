import express, { Router, type Response } from "express";
import type { AppDeps } from "../app-deps.js";
import {
  answerSandboxConsent,
  parseSandboxAuthorize,
  renderSandboxConsentPage,
  renderSandboxErrorPage,
  sandboxPageHeaders,
  sandboxProvider,
} from "../adapters/oauth/sandbox-consent.js";

/**
 * The sandbox OAuth provider's pages (development and test only; express-app.ts never mounts them in
 * production): GET …/authorize shows the consent page, POST …/consent answers with the redirect
 * back to the client's /login carrying code+state or error=access_denied.
 */
export function sandboxOAuthRoutes(deps: AppDeps): Router {
  const router = Router();
  const refuse = (res: Response, status: number, message: string) => {
    res.status(status).set(sandboxPageHeaders(deps)).send(renderSandboxErrorPage(message));
  };

  router.get("/sandbox/oauth/:provider/authorize", (req, res) => {
    const provider = sandboxProvider(deps, req.params.provider);
    if (!provider) return refuse(res, 404, "This provider is not played by the sandbox.");
    const request = parseSandboxAuthorize(deps, provider, req.query);
    if (!request.ok) return refuse(res, request.status, request.message);
    res.status(200).set(sandboxPageHeaders(deps)).send(renderSandboxConsentPage(request.value));
  });

  router.post(
    "/sandbox/oauth/:provider/consent",
    express.urlencoded({ extended: false, limit: "16kb", parameterLimit: 20 }),
    async (req, res) => {
      const provider = sandboxProvider(deps, req.params.provider);
      if (!provider) return refuse(res, 404, "This provider is not played by the sandbox.");
      const body =
        typeof req.body === "object" && req.body !== null ? (req.body as Record<string, unknown>) : {};
      const answer = await answerSandboxConsent(deps, provider, body);
      if (!answer.ok) return refuse(res, answer.status, answer.message);
      res.setHeader("cache-control", "no-store");
      res.redirect(302, answer.value);
    },
  );
  return router;
}
