import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import {
  StaffMemberActivityQuery,
  StaffMemberQuery,
  StaffOpenListingsQuery,
  TakeDownListingMutation,
} from "../../src/modules/staff/graphql/moderation";
import { signInStaff, typename } from "./consoleHelpers";

const listing = (id: string) => ({
  ...typename("StaffListing"),
  id,
  type: "DIRECT",
  cardId: "7",
  cardName: "Moonrise",
  cardImageUrl: null,
  sellerId: "42",
  sellerPublicId: "u-mei42",
  sellerName: "Mei",
  units: 3,
  remaining: 3,
  unitPrice: "12",
  highestBid: null,
  bidCount: 0,
  createdAt: "2026-11-20T00:00:00.000Z",
  endsAt: null,
});

describe("staff console: listings and member lookup", { timeout: 40_000 }, () => {
  it("searches open listings and takes one down with a reason", async () => {
    signInStaff(["support"]);
    const asked: unknown[] = [];
    const takenDown: unknown[] = [];
    server.use(
      graphql.query(StaffOpenListingsQuery, ({ variables }) => {
        asked.push(variables.input);
        return HttpResponse.json({
          data: {
            staffOpenListings: {
              ...typename("StaffListingPage"),
              total: 1,
              page: 1,
              pageSize: 20,
              items: [listing("91")],
            },
          },
        });
      }),
      graphql.mutation(TakeDownListingMutation, ({ variables }) => {
        takenDown.push(variables);
        return HttpResponse.json({
          data: {
            takeDownListing: {
              ...typename("ListingTakedown"),
              listingId: "91",
              sellerId: "42",
              cardId: "7",
              units: 3,
            },
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/listings");
    expect(await screen.findByTestId("staff-listing-row")).toHaveTextContent("Moonrise");
    await user.type(screen.getByTestId("staff-listings-search"), "Moon");
    await user.click(screen.getByTestId("staff-listings-apply"));
    await waitFor(() => expect(asked.at(-1)).toEqual({ search: "Moon", page: 1 }));
    await user.click(screen.getByTestId("staff-listing-takedown"));
    await user.click(await screen.findByTestId("reason-confirm"));
    expect(takenDown).toEqual([]);
    await user.type(screen.getByTestId("reason-input"), "Counterfeit artwork");
    await user.click(screen.getByTestId("reason-confirm"));
    await waitFor(() => expect(takenDown).toEqual([{ listingId: "91", reason: "Counterfeit artwork" }]));
  });

  it("looks a member up and opens their lists one at a time", async () => {
    signInStaff(["compliance"]);
    const views: unknown[] = [];
    server.use(
      graphql.query(StaffMemberQuery, ({ variables }) =>
        HttpResponse.json({
          data: {
            staffMember: {
              ...typename("StaffMember"),
              id: "42",
              publicId: "u-mei42",
              email: String(variables.query),
              nickname: "Mei",
              role: "member",
              status: "ACTIVE",
              locale: "en",
              twoFactorEnabled: true,
              createdAt: "2024-03-01T08:00:00.000Z",
              deletionDueAt: null,
              kycStatus: "APPROVED",
              kycReviewedAt: "2024-03-02T08:00:00.000Z",
              balances: [
                { ...typename("StaffBalance"), currency: "USDT", available: "12.5", frozen: "0" },
                { ...typename("StaffBalance"), currency: "JPOINT", available: "300", frozen: "0" },
                { ...typename("StaffBalance"), currency: "JPOWER", available: "8", frozen: "0" },
              ],
            },
          },
        }),
      ),
      graphql.query(StaffMemberActivityQuery, ({ variables }) => {
        views.push(variables.view);
        return HttpResponse.json({
          data: {
            staffMemberActivity: [
              {
                ...typename("StaffMemberRow"),
                id: `${String(variables.view)}-1`,
                title: variables.view === "ORDERS" ? "Moonrise order" : "Moonrise",
                detail: "",
                status: "HELD",
                amount: "2",
                at: null,
              },
            ],
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/member");
    await user.type(await screen.findByTestId("staff-member-query"), "mei@example.com");
    await user.click(screen.getByTestId("staff-member-find"));
    const profile = await screen.findByTestId("staff-member-profile");
    expect(within(profile).getByTestId("staff-member-kyc")).toHaveTextContent("KYC APPROVED");
    expect(within(profile).getAllByTestId("staff-member-balance")[0]).toHaveTextContent("12.5");
    expect(await screen.findByTestId("staff-member-row")).toHaveTextContent("Moonrise");
    await user.click(within(screen.getByTestId("staff-member-views")).getByText("Orders"));
    await waitFor(() => expect(views).toEqual(["HOLDINGS", "ORDERS"]));
    expect(await screen.findByText("Moonrise order")).toBeInTheDocument();
    expect(screen.getByTestId("staff-member-export")).toHaveAttribute(
      "href",
      "/exports/staff/member-activity.xlsx?userId=42&view=ORDERS",
    );
  });
});
