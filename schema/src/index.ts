export * from "./errors.js";
export * from "./locales.js";
export * from "./ui.js";
export * from "./money.js";
export * from "./jobs.js";
export * from "./accounts.js";
export * from "./rules/email.js";
export * from "./rules/search.js";
