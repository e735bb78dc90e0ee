import express, { type ErrorRequestHandler } from "express";
import { sandboxRoutesEnabled } from "../adapters/oauth/oauth-providers.js";
import type { AppDeps } from "../app-deps.js";
import { paymentProviders, sandboxPaymentsEnabled } from "../domains/payments/payment-providers.js";
import { primaryPaymentSink } from "../domains/primary/services/record-payment-callback.service.js";
import { avatarRoutes } from "./avatar.routes.js";
import { clientStaticRoutes } from "./client-static.js";
import { devMailRoutes } from "./dev-mail.routes.js";
import { devSmsRoutes } from "./dev-sms.routes.js";
import { healthRoutes } from "./health.routes.js";
import { kycMediaRoutes } from "./kyc-media.routes.js";
import { kycUploadRoutes } from "./kyc-upload.routes.js";
import { mediaRoutes } from "./media.routes.js";
import { paymentCallbackRoutes } from "./payment-callback.routes.js";
import { sandboxPaymentRoutes } from "./sandbox-payments.routes.js";
import { sandboxOAuthRoutes } from "./sandbox-oauth.routes.js";

/** Every route except `/graphql` (served by node:http directly, see graphql-handler.ts). */
export function createExpressApp(deps: AppDeps): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.set("etag", "strong");
  app.use(healthRoutes(deps));
  app.use(mediaRoutes());
  app.use(avatarRoutes(deps));
  app.use(kycUploadRoutes(deps));
  app.use(kycMediaRoutes(deps));
  if (!deps.config.production) app.use(devMailRoutes(deps));
  if (!deps.config.production) app.use(devSmsRoutes(deps));
  // The sandbox OAuth provider exists only outside production, and only while it plays a provider.
  if (sandboxRoutesEnabled(deps.config)) app.use(sandboxOAuthRoutes(deps));
  // Payment providers report outcomes here (server to server); outside production the gateway also
  // plays the providers' payment pages (docs/PAYMENTS.md).
  const providers = paymentProviders(deps);
  app.use(paymentCallbackRoutes({ providers, sink: primaryPaymentSink(deps), logger: deps.logger }));
  if (sandboxPaymentsEnabled(deps.config)) app.use(sandboxPaymentRoutes({ providers, logger: deps.logger }));
  const client = clientStaticRoutes(deps.config.CLIENT_DIST);
  if (client) app.use(client);
  app.use((_req, res) => {
    res.status(404).json({ error_code: 404, message: "not found" });
  });
  const onError: ErrorRequestHandler = (error: unknown, req, res, _next) => {
    deps.logger.error({ err: error, path: req.path }, "http route failed");
    if (res.headersSent) return;
    res.status(500).json({ error_code: 500, message: "internal error" });
  };
  app.use(onError);
  return app;
}
