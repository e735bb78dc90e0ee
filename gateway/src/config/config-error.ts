/** A missing or malformed setting: one line naming the variable, then start-up stops. */
export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    detail: string,
  ) {
    super(`Configuration error: ${variable} ${detail}`);
    this.name = "ConfigError";
  }
}
