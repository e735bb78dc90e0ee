import { afterEach, describe, expect, it } from "vitest";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";

/** The shell settings of issue 15 item 5 as appInfo and the Content-Security-Policy carry them. */

const APP_INFO = `{ appInfo { artCultureUrl chatWidget { src widgetId } } }`;
let t: TestGateway | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const cspOf = async (gw: TestGateway) =>
  (await fetch(`${gw.url}/healthz`)).headers.get("content-security-policy") ?? "";

describe("appInfo shell settings", () => {
  it("unset: no chat widget, no art-culture URL (the client links its editorial list), no extra script origin", async () => {
    t = await startTestGateway();
    const res = await t.gql<{ appInfo: { artCultureUrl: string | null; chatWidget: unknown } }>(APP_INFO);
    expect(res.body.data!.appInfo).toEqual({ artCultureUrl: null, chatWidget: null });
    expect(await cspOf(t)).toMatch(/script-src 'self';/);
  });

  it("set: the widget's script and id, the art-culture URL, and the widget's origin allowed by the CSP", async () => {
    t = await startTestGateway({
      CHAT_WIDGET_SRC: "https://chat.example.com/widget/v2.js",
      CHAT_WIDGET_ID: "vitrine-tw",
      ART_CULTURE_URL: "https://art.example.com/",
    });
    const res = await t.gql<{ appInfo: unknown }>(APP_INFO);
    expect(res.body.data!.appInfo).toEqual({
      artCultureUrl: "https://art.example.com/",
      chatWidget: { src: "https://chat.example.com/widget/v2.js", widgetId: "vitrine-tw" },
    });
    const csp = await cspOf(t);
    expect(csp).toContain("script-src 'self' https://chat.example.com;");
    expect(csp).toContain("frame-src 'self' https://chat.example.com");
  });
});
