import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, http, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import { redeemEvent, redemption } from "./fixtures";

function administrator(
  events = [redeemEvent({ rewardKind: "PHYSICAL_GIFT", cards: [], giftName: "Tote bag" })],
) {
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
    graphql.query("AdministeredRedeemEvents", () =>
      HttpResponse.json({ data: { administeredRedeemEvents: events } }),
    ),
  );
}

describe("event administrator's panel", () => {
  it("tells someone who does not administer the event to log in with another account (2014)", async () => {
    administrator([]);
    server.use(graphql.query("RedeemEventRedemptions", () => graphqlError(2014)));
    renderApp("/en/redeem-admin/ev9");
    expect(await screen.findByTestId("redeem-admin-not-admin")).toHaveTextContent(
      "You are not the administrator of this event. Please log in with a different account.",
    );
  });

  it("filters the redemptions and exports them to Excel with the same filters", async () => {
    administrator();
    const filters: unknown[] = [];
    server.use(
      graphql.query("RedeemEventRedemptions", ({ variables }) => {
        filters.push(variables.filter);
        return HttpResponse.json({
          data: {
            redeemEventRedemptions: {
              __typename: "RedemptionAdminRowPage",
              total: 1,
              items: [
                {
                  __typename: "RedemptionAdminRow",
                  memberEmail: "mei@example.com",
                  redemption: redemption({
                    card: null,
                    giftName: "Tote bag",
                    claimStatus: "UNCLAIMED",
                    receiverName: "Mei Lin",
                    receiverPhone: "0912345678",
                    receiverAddress: "Taipei",
                    event: redeemEvent({ rewardKind: "PHYSICAL_GIFT", cards: [], giftName: "Tote bag" }),
                  }),
                },
              ],
            },
          },
        });
      }),
    );
    const { user } = renderApp("/en/redeem-admin/ev1");
    const row = await screen.findByTestId("redeem-admin-row");
    expect(row).toHaveTextContent("mei@example.com");
    expect(within(row).getByTestId("redeem-claim-status")).toHaveTextContent("Unclaimed");

    await user.type(screen.getByTestId("redeem-admin-filter-code"), "abcd-efgh");
    await user.type(screen.getByTestId("redeem-admin-filter-email"), "mei@example.com");
    await waitFor(() =>
      expect(filters.at(-1)).toMatchObject({ code: "ABCDEFGH", memberEmail: "mei@example.com" }),
    );
    const href = screen.getByTestId("redeem-admin-export").getAttribute("href")!;
    const url = new URL(href, "http://localhost");
    expect(url.pathname).toBe("/exports/redeem-events/ev1/redemptions.xlsx");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      code: "ABCDEFGH",
      memberEmail: "mei@example.com",
      lang: "en",
    });
  });

  it("imports codes from a CSV file and lists them again", async () => {
    administrator();
    let listed = 0;
    const uploads: string[] = [];
    server.use(
      graphql.query("RedeemEventRedemptions", () =>
        HttpResponse.json({
          data: { redeemEventRedemptions: { __typename: "RedemptionAdminRowPage", total: 0, items: [] } },
        }),
      ),
      graphql.query("RedeemEventCodes", () => {
        listed += 1;
        return HttpResponse.json({
          data: {
            redeemEventCodes: {
              __typename: "RedeemCodeRowPage",
              total: 1,
              items: [
                {
                  __typename: "RedeemCodeRow",
                  code: "ABCD-EFGH-JKMN-P",
                  status: "UNREDEEMED",
                  boundEmail: null,
                  packName: null,
                  redeemedAt: null,
                },
              ],
            },
          },
        });
      }),
      http.post("*/imports/redeem-events/ev1/codes", async ({ request }) => {
        const form = await request.formData();
        const file = form.get("file") as File;
        uploads.push(await file.text());
        return HttpResponse.json({ imported: 2, skipped: 1 });
      }),
    );
    const { user } = renderApp("/en/redeem-admin/ev1?tab=codes");
    await screen.findByTestId("redeem-admin-code-row");
    const before = listed;
    const csv = new File(["code,email\nAAAA1111BBBB2,\nCCCC3333DDDD4,mei@example.com\n"], "codes.csv", {
      type: "text/csv",
    });
    await user.upload(screen.getByTestId("redeem-admin-import-file"), csv);
    expect(await screen.findByText("2 codes imported, 1 skipped")).toBeInTheDocument();
    expect(uploads).toEqual(["code,email\nAAAA1111BBBB2,\nCCCC3333DDDD4,mei@example.com\n"]);
    await waitFor(() => expect(listed).toBeGreaterThan(before));
  });

  it("prints the codes a sheet of 100 at a time, moving between sheets", async () => {
    administrator();
    const offsets: unknown[] = [];
    server.use(
      graphql.query("RedeemEventCodes", ({ variables }) => {
        offsets.push(variables.offset);
        return HttpResponse.json({
          data: {
            redeemEventCodes: {
              __typename: "RedeemCodeRowPage",
              total: 250,
              items: [
                {
                  __typename: "RedeemCodeRow",
                  code: `SHEET${String(variables.offset).padStart(8, "0")}`,
                  status: "UNREDEEMED",
                  boundEmail: null,
                  packName: null,
                  redeemedAt: null,
                },
              ],
            },
          },
        });
      }),
    );
    const { user, router } = renderApp("/en/redeem-admin/ev1/print");
    expect(await screen.findByTestId("redeem-print-sheet")).toHaveTextContent("Sheet 1 of 3");
    expect(screen.getByRole("button", { name: "Previous sheet" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Next sheet" }));
    await waitFor(() => expect(screen.getByTestId("redeem-print-sheet")).toHaveTextContent("Sheet 2 of 3"));
    expect(new URLSearchParams(router.state.location.search).get("sheet")).toBe("2");
    await waitFor(() => expect(offsets).toContain(100));
    expect(offsets[0]).toBe(0);
  });
});
