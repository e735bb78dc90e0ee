import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES } from "@vitrine/schema";
import { messageParts, parseMessagePartId } from "../../../vite.config.messages";
import { isStaffMessageId, messagePart } from "./messageParts";

// The whole files, as the locale tests read them (no part query).
const files = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  eager: true,
  import: "default",
});
// The parts as the app imports them: served by vite.config.messages.ts (registered for Vitest too).
const sites = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  eager: true,
  import: "default",
  query: "?part=site",
});
const staffs = import.meta.glob<Record<string, string>>("../../locales/*.json", {
  eager: true,
  import: "default",
  query: "?part=staff",
});

describe("message parts", () => {
  it("tells the staff pages' ids from the site's", () => {
    for (const id of [
      "staff.kyc.title",
      "staff.nav.kyc",
      "dashboards.title",
      "redeem.staff.title",
      "partners.staff.x",
    ]) {
      expect(isStaffMessageId(id), id).toBe(true);
    }
    for (const id of [
      "route.staffKyc",
      "accounts.menu.staff",
      "redeem.admin.title",
      "missions.issuer.title",
      "app.name",
      "staffing.x",
    ]) {
      expect(isStaffMessageId(id), id).toBe(false);
    }
  });

  it.each(LOCALES)(
    "splits %s.json: the site part has no staff ids, and the two parts make the whole file",
    (locale) => {
      const whole = files[`../../locales/${locale}.json`]!;
      const site = sites[`../../locales/${locale}.json`]!;
      const staff = staffs[`../../locales/${locale}.json`]!;
      expect(Object.keys(site).filter(isStaffMessageId)).toEqual([]);
      expect(Object.keys(staff).filter((id) => !isStaffMessageId(id))).toEqual([]);
      expect(Object.keys(site).filter((id) => id in staff)).toEqual([]);
      expect({ ...site, ...staff }).toEqual(whole);
      expect(site).toEqual(messagePart(whole, "site"));
      // The staff pages' texts are a large share of the catalogue (about 30% when split out).
      expect(Object.keys(staff).length).toBeGreaterThan(Object.keys(whole).length / 5);
      expect(Object.keys(site)).toContain("app.name");
    },
  );

  it("serves a part only for a locale file with a known part", async () => {
    expect(parseMessagePartId("/app/client/src/locales/tw.json?part=staff")).toEqual({
      file: "/app/client/src/locales/tw.json",
      part: "staff",
    });
    expect(parseMessagePartId("/app/client/src/locales/tw.json?import&part=site")?.part).toBe("site");
    expect(parseMessagePartId("/app/client/src/locales/tw.json")).toBeNull();
    expect(parseMessagePartId("/app/client/src/other/tw.json?part=site")).toBeNull();
    expect(() => parseMessagePartId("/app/client/src/locales/tw.json?part=admin")).toThrow(
      /unknown message part/,
    );

    const plugin = messageParts();
    const load = plugin.load as (this: unknown, id: string) => Promise<{ code: string } | null>;
    const context = { addWatchFile: () => undefined };
    expect(await load.call(context, "/app/client/src/main.tsx")).toBeNull();
    const file = path.resolve(import.meta.dirname, "../../locales/en.json");
    const loaded = await load.call(context, `${file}?part=staff`);
    const literal = /^export default JSON\.parse\((".*")\);\n$/s.exec(loaded!.code)![1]!;
    expect(JSON.parse(JSON.parse(literal) as string)).toEqual(
      messagePart(files["../../locales/en.json"]!, "staff"),
    );
  });
});
