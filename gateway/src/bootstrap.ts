import "reflect-metadata";
import type { Server } from "node:http";
import type { ApolloServer } from "@apollo/server";
import type { AppDeps } from "./app-deps.js";
import type { Config } from "./config.js";
import { createApolloServer } from "./graphql/apollo.js";
import { buildGatewaySchema } from "./graphql/build-schema.js";
import type { GraphQLContext } from "./graphql/context.js";
import { createHttpServer, drainHttpServer } from "./http/http-server.js";
import { attachGraphQLWs, type LiveTransport } from "./http/graphql-ws.js";
import { NoticeHub } from "./domains/notices/index.js";
import { loadMessages } from "./i18n/messages.js";
import { closeDatabase, openDatabase } from "./infra/database.js";
import { openSystemAccounts } from "./domains/ledger/index.js";
import { QueueRegistry } from "./infra/queues.js";
import { createRedis } from "./infra/redis.js";
import { createLogger, type Logger } from "./logger.js";

export interface Gateway {
  deps: AppDeps;
  apollo: ApolloServer<GraphQLContext>;
  server: Server;
  /** graphql-ws sockets and live notice subscriptions of this instance. */
  live: LiveTransport;
  close(): Promise<void>;
}

/**
 * Runs one shutdown step but gives up after `ms`: mysql2's pool.end() can wait forever on a
 * connection the server dropped during an outage, and a stop must still complete.
 */
async function boundedStep(
  logger: Logger,
  name: string,
  step: () => Promise<unknown>,
  ms = 3000,
): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<"timeout">((resolve) => {
    timer = setTimeout(() => resolve("timeout"), ms);
  });
  const outcome = await Promise.race([step().then(() => "done" as const), timeout]).catch(
    (error: unknown) => {
      logger.warn({ err: error, step: name }, "shutdown step failed");
      return "failed" as const;
    },
  );
  clearTimeout(timer);
  if (outcome === "timeout") logger.warn({ step: name, ms }, "shutdown step timed out; continuing");
}

/** How long a stopping gateway lets requests in flight finish before it cuts their connections. */
export const HTTP_DRAIN_MS = 5000;

/** Waits until Redis answers, so start-up fails with a clear message instead of a first-request error. */
async function waitForRedis(deps: Pick<AppDeps, "redis">, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await deps.redis.ping();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw new Error(`Redis did not answer: ${(error as Error).message}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

/**
 * Composition root: config → data source (migrated) → Redis → queues → schema → Apollo → HTTP server.
 * Used by main.ts and by the integration tests, which pass their own database and queue prefix.
 */
export async function createGateway(config: Config, logger: Logger = createLogger(config)): Promise<Gateway> {
  // Error messages come from the client's locale files: a missing file stops the boot here.
  loadMessages();
  const dataSource = await openDatabase(config.DATABASE_URL, { migrate: true });
  await openSystemAccounts(dataSource);
  const redis = createRedis(config.REDIS_URL, "producer");
  redis.on("error", (error) => logger.warn({ err: error }, "redis connection error"));
  const queues = new QueueRegistry(redis, config.QUEUE_PREFIX);
  const deps: AppDeps = { config, logger, dataSource, redis, queues };
  await waitForRedis(deps);

  const schema = await buildGatewaySchema();
  const apollo = createApolloServer(schema, config, logger);
  await apollo.start();
  const server = createHttpServer(deps, apollo);
  // Live notices: one Redis subscriber per instance, graphql-ws on /graphql (docs/NOTICES.md).
  const noticeHub = new NoticeHub(
    createRedis(config.REDIS_URL, "worker"),
    dataSource,
    config.QUEUE_PREFIX,
    logger,
  );
  await noticeHub.start();
  const live = attachGraphQLWs(server, schema, deps, noticeHub);

  return {
    deps,
    apollo,
    server,
    live,
    async close() {
      // Order matters for a rolling restart: no new work, then the requests in flight finish (Apollo
      // still running), then Apollo, queues, Redis and MySQL (docs/SCALING.md "Stopping").
      await boundedStep(logger, "live", () => live.close());
      await boundedStep(logger, "http", () => drainHttpServer(server, HTTP_DRAIN_MS), HTTP_DRAIN_MS + 1000);
      await boundedStep(logger, "apollo", () => apollo.stop());
      await boundedStep(logger, "queues", () => queues.close());
      redis.disconnect();
      await boundedStep(logger, "mysql", () => closeDatabase(dataSource, 1000));
    },
  };
}
