import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../gateway/test/helpers/test-gateway.js";
import { workerMetricsRegistry } from "../src/job-metrics.js";

/**
 * Issue 18: the provisioned Grafana dashboard (ops/grafana/dashboards/vitrine.json) loads as JSON and
 * every metric its panels query is a series the gateway's /metrics or the workers' registry exports.
 */
const DASHBOARD = new URL("../../ops/grafana/dashboards/vitrine.json", import.meta.url);
let t: TestGateway;

interface Panel {
  id: number;
  title: string;
  type: string;
  datasource: { uid: string };
  gridPos: { w: number; h: number };
  targets: { expr: string; refId: string }[];
}

beforeAll(async () => {
  t = await startTestGateway();
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe("Grafana dashboard", () => {
  it("is a dashboard whose every panel queries exported series", async () => {
    const dashboard = JSON.parse(readFileSync(DASHBOARD, "utf8")) as {
      uid: string;
      title: string;
      panels: Panel[];
    };
    expect(dashboard.uid).toBe("vitrine-ops");
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);

    const text = await (await fetch(`${t.url}/metrics`)).text();
    const exported = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
    for (const m of await workerMetricsRegistry.getMetricsAsJSON()) exported.add(m.name);

    const ids = new Set<number>();
    for (const panel of dashboard.panels) {
      expect(ids.has(panel.id), `duplicate panel id ${panel.id}`).toBe(false);
      ids.add(panel.id);
      expect(panel.datasource.uid).toBe("vitrine-prometheus");
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
      for (const target of panel.targets) {
        const names = [...target.expr.matchAll(/\bvitrine_[a-z0-9_]+/g)].map((m) =>
          m[0].replace(/_(bucket|count|sum)$/, ""),
        );
        expect(names.length, `${panel.title}: ${target.expr}`).toBeGreaterThan(0);
        for (const name of names) expect.soft(exported.has(name), `${panel.title}: ${name}`).toBe(true);
      }
    }
  });
});
