import { setupServer } from "msw/node";
import { handlers } from "./handlers";

/** msw server for client tests (started in test/setup.ts). */
export const server = setupServer(...handlers);
