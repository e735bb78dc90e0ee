import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isValidGeneratedCode, printedCode } from "../../../src/domains/redemption/index.js";
import { previewCode } from "../../../src/domains/redemption/services/preview.service.js";
import { seedDemo } from "../../../src/seed/seed-demo.js";
import { DEMO_EVENT_ADMIN, demoCodes, seedRedemption } from "../../../src/seed/seed-redemption.js";
import { startTestGateway, type TestGateway } from "../../helpers/test-gateway.js";
import { newMember } from "./redemption-fixtures.js";

let t: TestGateway;
const db = () => t.gateway.deps.dataSource;

beforeAll(async () => {
  t = await startTestGateway();
  await seedDemo(db());
});
afterAll(async () => {
  await t.close();
});

describe("seedRedemption", () => {
  it("seeds two events with the README's printed codes and a demo administrator, idempotently", async () => {
    expect(await seedRedemption(db())).toEqual({ redeemEvents: 2 });
    expect(await seedRedemption(db())).toEqual({ redeemEvents: 2 });
    const digital = demoCodes("digital", 6);
    const gift = demoCodes("gift", 6);
    for (const code of [...digital, ...gift]) expect(isValidGeneratedCode(code)).toBe(true);
    // The README lists these (printed form): keep them in step.
    expect(digital.map(printedCode)).toEqual([
      "9BQ4-93TD-VDRV-V",
      "6R09-39VA-1NR9-X",
      "7CP2-DVWT-218P-S",
      "BQR2-J8PX-FNFX-K",
      "W360-4DWV-C89X-7",
      "ZYXS-TTT3-ZK93-G",
    ]);
    expect(gift.map(printedCode)).toEqual([
      "8H05-VCRH-GKKM-A",
      "S9XD-CHTP-NQJP-5",
      "VRYG-BS62-H06X-V",
      "D21C-5168-N7WE-Y",
      "Q80A-D3QH-GJHD-R",
      "Q3GP-4W72-NFT3-B",
    ]);
    const [n] = (await db().query(`SELECT COUNT(*) AS n FROM redeem_code`)) as { n: string }[];
    expect(Number(n!.n)).toBe(12);
    const [admins] = (await db().query(
      `SELECT COUNT(*) AS n FROM redeem_event_admin a JOIN user_account u ON u.id = a.user_id WHERE u.email = ?`,
      [DEMO_EVENT_ADMIN.email],
    )) as { n: string }[];
    expect(Number(admins!.n)).toBe(2);
    const member = await newMember(db());
    const preview = await previewCode({ dataSource: db() }, member, printedCode(digital[1]!), "en");
    expect(preview).toMatchObject({ needsCardChoice: true, needsShipment: false });
    expect(preview.event.cards).toHaveLength(2);
    const giftPreview = await previewCode({ dataSource: db() }, member, gift[1]!, "jp");
    expect(giftPreview.event.giftName).toBe("Vitrine トートバッグ");
  });
});
