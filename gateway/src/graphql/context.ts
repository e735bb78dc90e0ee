import type { AppDeps } from "../app-deps.js";
import type { RequestLanguage } from "../i18n/language.js";
import type { Logger } from "../logger.js";
import type { RequestAuth } from "./request-auth.js";

/** Per-request context: shared dependencies plus what is known about this request. */
export interface GraphQLContext {
  deps: AppDeps;
  reqId: string;
  ip: string;
  logger: Logger;
  /** The caller's session (lazy) and the cookies to send back. */
  auth: RequestAuth;
  /**
   * The caller's language, decided once: `?lang=` or `extensions.lang` > the member's locale >
   * Accept-Language > tw. Error messages are rendered in it (docs/ERRORS.md).
   */
  language: RequestLanguage;
}
