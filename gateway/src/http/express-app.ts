import express, { type ErrorRequestHandler } from "express";
import { sandboxRoutesEnabled } from "../adapters/oauth/oauth-providers.js";
import type { AppDeps } from "../app-deps.js";
import { paymentProviders, sandboxPaymentsEnabled } from "../adapters/payments/payment-providers.js";
import { primaryPaymentSink } from "../domains/primary/index.js";
import { avatarRoutes } from "./avatar.routes.js";
import { clientStaticRoutes } from "./client-static.js";
import { devMailRoutes } from "./dev-mail.routes.js";
import { devSmsRoutes } from "./dev-sms.routes.js";
import { healthRoutes } from "./health.routes.js";
import { metricsRoutes } from "./metrics.routes.js";
import { queueBoardRoutes } from "./queue-board.routes.js";
import { kycMediaRoutes } from "./kyc-media.routes.js";
import { kycUploadRoutes } from "./kyc-upload.routes.js";
import { issuerApplicationDownloadRoutes } from "./issuer-application-download.routes.js";
import { issuerApplicationUploadRoutes } from "./issuer-application-upload.routes.js";
import { mediaRoutes } from "./media.routes.js";
import { cardArtworkRoutes } from "./card-artwork.routes.js";
import { redeemExportRoutes } from "./redeem-export.routes.js";
import { staffExportRoutes } from "./staff-export.routes.js";
import { noticeUnsubscribeRoutes } from "./notice-unsubscribe.routes.js";
import { redeemImportRoutes } from "./redeem-import.routes.js";
import { showroomCoverRoutes } from "./showroom-cover.routes.js";
import { paymentCallbackRoutes } from "./payment-callback.routes.js";
import { requireSameOrigin } from "./require-same-origin.js";
import { sandboxPaymentRoutes } from "./sandbox-payments.routes.js";
import { sandboxOAuthRoutes } from "./sandbox-oauth.routes.js";
import { securityHeaders } from "./security-headers.js";
import { contentImageRoutes } from "./content-image.routes.js";
import { sitemapRoutes } from "./sitemap.routes.js";
import { isSharePath, sharePreview } from "../domains/content/index.js";
import { sendCatalogueError } from "./send-domain-error.js";

/** Every route except `/graphql` (served by node:http directly, see graphql-handler.ts). */
export function createExpressApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  app.use(securityHeaders(deps.config));
  // Before every route that changes something: a POST from another site is refused unread.
  app.use(requireSameOrigin(deps.config));
  app.use(healthRoutes(deps));
  // Operations: Prometheus metrics (token or loopback) and the staff queue board (docs/OPERATIONS.md).
  app.use(metricsRoutes(deps));
  app.use(queueBoardRoutes(deps));
  app.use(mediaRoutes(deps));
  app.use(cardArtworkRoutes(deps));
  app.use(avatarRoutes(deps));
  app.use(kycUploadRoutes(deps));
  app.use(kycMediaRoutes(deps));
  app.use(issuerApplicationUploadRoutes(deps));
  app.use(issuerApplicationDownloadRoutes(deps));
  app.use(redeemImportRoutes(deps));
  app.use(redeemExportRoutes(deps));
  app.use(staffExportRoutes(deps));
  app.use(showroomCoverRoutes(deps));
  app.use(noticeUnsubscribeRoutes(deps));
  app.use(contentImageRoutes(deps));
  app.use(sitemapRoutes(deps));
  // Development tools: never in production, and on a non-loopback HOST only with DEV_TOOLS=1
  // (`config.devTools`), so a development server on a network does not hand them to everyone.
  const devTools = deps.config.devTools;
  if (devTools) app.use(devMailRoutes(deps));
  if (devTools) app.use(devSmsRoutes(deps));
  // The sandbox OAuth provider exists only with the tools on, and only while it plays a provider.
  if (devTools && sandboxRoutesEnabled(deps.config)) app.use(sandboxOAuthRoutes(deps));
  // Payment providers report outcomes here (server to server); with the development tools on the
  // gateway also plays the providers' payment pages (docs/PAYMENTS.md).
  const providers = paymentProviders(deps);
  app.use(paymentCallbackRoutes({ providers, sink: primaryPaymentSink(deps), logger: deps.logger }));
  if (devTools && sandboxPaymentsEnabled(deps.config)) {
    app.use(sandboxPaymentRoutes({ providers, logger: deps.logger }));
  }
  // Shared links to articles, cards and releases carry their own title and Open Graph tags.
  const client = clientStaticRoutes(deps.config.CLIENT_DIST, {
    matches: isSharePath,
    load: (path) => sharePreview(deps, path),
  });
  if (client) app.use(client);
  // No route: NOT_FOUND in the one error shape (docs/ERRORS.md).
  app.use((req, res) => sendCatalogueError(req, res, "NOT_FOUND"));
  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    deps.logger.error({ err: error, path: req.path }, "http route failed");
    if (res.headersSent) return;
    void sendCatalogueError(req, res, "INTERNAL");
  };
  app.use(onError);
  return app;
}
