import type { Redis } from "ioredis";
import type { DataSource } from "typeorm";
import type { Config } from "./config.js";
import type { QueueRegistry } from "./infra/queues.js";
import type { Logger } from "./logger.js";

/** What the composition root builds once and hands to HTTP handlers, resolvers and workers. */
export interface AppDeps {
  config: Config;
  logger: Logger;
  dataSource: DataSource;
  redis: Redis;
  queues: QueueRegistry;
}
