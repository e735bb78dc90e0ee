/*
 * Loaded before the app (client/index.html): the gateway serves the client under a Content-Security-
 * Policy without 'unsafe-eval' (gateway/src/http/security-headers.ts). zod would otherwise probe
 * `new Function` to compile fast object parsers, and every probe is reported as a CSP violation.
 */
import { config } from "zod";

config({ jitless: true });
