import { pino, type Logger } from "pino";
import type { Config } from "./config.js";

export type { Logger };

/** Structured JSON logs on stdout; one line per event, request lines carry `reqId`. */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, name = "gateway"): Logger {
  return pino({ name, level: config.LOG_LEVEL, base: { service: name } });
}
