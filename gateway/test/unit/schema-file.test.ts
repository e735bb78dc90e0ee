import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REPO_ROOT } from "../../src/config.js";
import { buildGatewaySchema, printGatewaySchema } from "../../src/graphql/build-schema.js";

describe("committed GraphQL contract", () => {
  it("schema/schema.graphql is exactly what the gateway emits (run `npm run codegen` after changing the API)", async () => {
    const committed = readFileSync(path.join(REPO_ROOT, "schema/schema.graphql"), "utf8");
    expect(printGatewaySchema(await buildGatewaySchema())).toBe(committed);
  });

  it("client/src/gql is what graphql-codegen generates from it", async () => {
    const { generate, loadCodegenConfig } = await import("@graphql-codegen/cli");
    const { config } = await loadCodegenConfig({ configFilePath: path.join(REPO_ROOT, "codegen.yml") });
    const previous = process.cwd();
    process.chdir(REPO_ROOT);
    const files = (await generate({ ...config, cwd: REPO_ROOT, silent: true }, false).finally(() =>
      process.chdir(previous),
    )) as {
      filename: string;
      content: string;
    }[];
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const onDisk = readFileSync(path.resolve(REPO_ROOT, file.filename), "utf8");
      expect(onDisk, `${file.filename} is stale: run npm run codegen`).toBe(file.content);
    }
  }, 60_000);
});
