import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Test files that run for a minute or more (measured on the 2-core CI machine), longest first. They
 * start before the others so that none of them is left running alone at the end of the run. Without
 * this a fresh clone (no recorded durations) orders files by project name and size, and the GraphQL
 * fuzz run, started late, was the last file still running. A file missing from the list only starts
 * later; list a new one here when it runs about a minute.
 */
const SLOW_FILES = [
  "gateway/test/integration/fuzz/graphql-fuzz.test.ts",
  "gateway/test/integration/production/production-start.test.ts",
  "gateway/test/integration/fuzz/argument-bounds.test.ts",
  "client/test/accounts/register.test.tsx",
  "client/test/accounts/login.test.tsx",
  "gateway/test/integration/chain/key-custody.test.ts",
  "gateway/test/integration/cluster/two-gateways-two-workers.test.ts",
  "gateway/test/integration/cluster/shutdown-after-outage.test.ts",
];

/** Vitest's order (recorded durations when there are some, else project and size), slow files first. */
class SlowFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => {
      const index = SLOW_FILES.findIndex((slow) => file.moduleId.endsWith(`/${slow}`));
      return index < 0 ? SLOW_FILES.length : index;
    };
    return sorted
      .map((file, position) => ({ file, position, rank: rank(file) }))
      .sort((a, b) => a.rank - b.rank || a.position - b.position)
      .map(({ file }) => file);
  }
}

// One run covers every package; each package's own config says how its tests run.
export default defineConfig({
  test: {
    // Most test files wait on MariaDB, Redis or a page's lazy chunk rather than the CPU: three workers on
    // a 2-core machine halve the wall time (486 s → 225 s for the whole suite).
    maxWorkers: 3,
    sequence: { sequencer: SlowFilesFirst },
    projects: [
      "schema/vitest.config.ts",
      "gateway/vitest.config.ts",
      "workers/vitest.config.ts",
      "client/vitest.config.ts",
    ],
  },
});
