import "reflect-metadata";
import { writeFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "../config.js";
import { buildGatewaySchema, printGatewaySchema } from "../graphql/build-schema.js";

/** Writes schema/schema.graphql from the resolvers. */
const target = path.join(REPO_ROOT, "schema/schema.graphql");
writeFileSync(target, printGatewaySchema(await buildGatewaySchema()));
console.log(`schema written to ${path.relative(process.cwd(), target)}`);
