import "reflect-metadata";
import { createGateway } from "./bootstrap.js";
import { loadConfigOrExit } from "./config.js";
import { createLogger } from "./logger.js";

const config = loadConfigOrExit();
const logger = createLogger(config);

try {
  const gateway = await createGateway(config, logger);
  gateway.server.listen(config.PORT, config.HOST, () => {
    logger.info(
      {
        host: config.HOST,
        port: config.PORT,
        url: config.PUBLIC_URL,
        env: config.NODE_ENV,
        devTools: config.devTools,
        trustProxy: config.TRUST_PROXY,
      },
      "gateway listening",
    );
  });
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "gateway stopping");
    // A dependency that never answers must not keep the process alive forever (the steps are bounded
    // in bootstrap.ts, 5 s of it for requests in flight; this is the last resort).
    setTimeout(() => {
      logger.error("graceful stop took longer than 15 s; exiting");
      process.exit(1);
    }, 15_000).unref();
    gateway.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, "error while stopping");
        process.exit(1);
      },
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
} catch (error) {
  logger.fatal({ err: error }, "gateway failed to start");
  console.error(`Gateway failed to start: ${(error as Error).message}`);
  process.exit(1);
}
