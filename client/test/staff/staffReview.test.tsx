import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  ApproveUsdtWithdrawalMutation,
  CardWithdrawalQueueQuery,
  KycQueueQuery,
  RejectCardWithdrawalMutation,
  ReviewKycMutation,
  UsdtWithdrawalQueueQuery,
} from "../../src/modules/staff/graphql/staff";

const member = { __typename: "KycMember" as const, id: "7", email: "ken@example.com", nickname: "Ken" };

function kycItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "KycReviewItem" as const,
    id: "31",
    status: "REVIEW" as const,
    member,
    nationality: "JP",
    firstName: "Ken",
    lastName: "Sato",
    birthday: "1990-02-03",
    idNumber: "TK1234567",
    idNumberHint: "4567",
    phoneCountry: "+81",
    phone: "9012345678",
    address: "2-1 Shibuya, Tokyo",
    purpose: "TRADING",
    submittedAt: "2026-11-21T08:00:00.000Z",
    reviewedAt: null,
    failureReason: null,
    images: {
      __typename: "KycImages" as const,
      front: "/media/kyc/front-31",
      back: "/media/kyc/back-31",
      selfie: "/media/kyc/selfie-31",
      secondId: "/media/kyc/second-31",
    },
    ...overrides,
  };
}

const page = <T,>(typename: string, items: T[]) => ({
  __typename: typename,
  total: items.length,
  page: 1,
  pageSize: 20,
  items,
});

function signIn(role: string) {
  server.use(graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer({ role }) } })));
}

function usdtItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "UsdtWithdrawal" as const,
    id: "501",
    network: "TRC20" as const,
    address: "TXYZa1b2c3d4e5f6g7h8i9j1k2m3n4p5q6",
    amount: "120.5",
    fee: "1",
    totalDebited: "121.5",
    status: "REVIEW" as const,
    txHash: null,
    failureReason: null,
    createdAt: "2026-11-22T03:00:00.000Z",
    reviewedAt: null,
    sentAt: null,
    member: { __typename: "WalletMember" as const, id: "7", email: "ken@example.com", nickname: "Ken" },
    ...overrides,
  };
}

function cardItem(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "CardWithdrawal" as const,
    id: "801",
    cardId: "12",
    cardName: "Moonlit Koi",
    cardImage: "/media/cards/12.png",
    units: 2,
    chain: "POLYGON",
    address: "0x1111111111111111111111111111111111111111",
    feeCurrency: "USDT" as const,
    fee: "5",
    status: "REVIEW" as const,
    txHash: null,
    failureReason: null,
    createdAt: "2026-11-22T04:00:00.000Z",
    sentAt: null,
    member: { __typename: "WalletMember" as const, id: "8", email: "aya@example.com", nickname: "Aya" },
    ...overrides,
  };
}

describe("staff pages for someone who is not staff", { timeout: 30_000 }, () => {
  it("say they are not allowed and ask for nothing", async () => {
    signIn("member");
    // Any queue request would be an unhandled request and fail the test.
    renderApp("/en/admin/kyc");
    expect(await screen.findByTestId("staff-not-allowed")).toHaveTextContent("You are not allowed here");
  });

  it("also on the withdrawals page, and the menu has no staff link", async () => {
    signIn("member");
    const { user } = renderApp("/en/admin/withdrawals");
    expect(await screen.findByTestId("staff-not-allowed")).toBeInTheDocument();
    await user.click(await screen.findByTestId("avatar-menu"));
    expect(await screen.findByTestId("menu-verification")).toBeInTheDocument();
    expect(screen.queryByTestId("menu-staff")).not.toBeInTheDocument();
  });
});

describe("staff KYC review", { timeout: 30_000 }, () => {
  it("shows the menu link, the form with the full ID number and the four photos", async () => {
    signIn("staff");
    const asked: unknown[] = [];
    server.use(
      graphql.query(KycQueueQuery, ({ variables }) => {
        asked.push(variables.status);
        return HttpResponse.json({ data: { kycQueue: page("KycReviewPage", [kycItem()]) } });
      }),
    );
    const { user, router } = renderApp("/en");
    await user.click(await screen.findByTestId("avatar-menu"));
    await user.click(await screen.findByTestId("menu-staff"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/admin/kyc"));

    const item = await screen.findByTestId("staff-kyc-item");
    expect(item).toHaveTextContent("Ken");
    expect(item).toHaveTextContent("ken@example.com");
    expect(item).toHaveTextContent("Japan");
    expect(item).toHaveTextContent("Trading");
    expect(within(item).getByTestId("staff-kyc-id-number")).toHaveTextContent("TK1234567");
    const photos = within(within(item).getByTestId("kyc-review-photos")).getAllByRole("img");
    expect(photos.map((img) => img.getAttribute("src"))).toEqual([
      "/media/kyc/front-31",
      "/media/kyc/back-31",
      "/media/kyc/selfie-31",
      "/media/kyc/second-31",
    ]);
    await user.click(within(item).getByTestId("kyc-review-photo-SELFIE"));
    expect(await screen.findByTestId("kyc-photo-large")).toHaveAttribute("src", "/media/kyc/selfie-31");
    expect(asked).toContain("REVIEW");
  });

  it("fails a submission only with a reason, and the item leaves the queue", async () => {
    signIn("staff");
    const reviews: unknown[] = [];
    let items = [kycItem()];
    server.use(
      graphql.query(KycQueueQuery, () =>
        HttpResponse.json({ data: { kycQueue: page("KycReviewPage", items) } }),
      ),
      graphql.mutation(ReviewKycMutation, ({ variables }) => {
        reviews.push(variables);
        items = [];
        return HttpResponse.json({
          data: {
            reviewKyc: kycItem({
              status: "FAILED",
              failureReason: variables.reason,
              reviewedAt: new Date().toISOString(),
            }),
          },
        });
      }),
    );
    const { user } = renderApp("/en/admin/kyc");
    await user.click(await screen.findByTestId("staff-kyc-fail"));
    const dialog = await screen.findByRole("dialog");
    await user.click(within(dialog).getByTestId("reason-confirm"));
    expect(await within(dialog).findByText("Please enter information")).toBeInTheDocument();
    expect(reviews).toEqual([]);

    await user.type(within(dialog).getByTestId("reason-input"), "The ID photo is cut off");
    await user.click(within(dialog).getByTestId("reason-confirm"));
    await waitFor(() =>
      expect(reviews).toEqual([{ id: "31", approve: false, reason: "The ID photo is cut off" }]),
    );
    expect(await screen.findByTestId("staff-kyc-empty")).toHaveTextContent("No submissions here");
  });

  it("approves without a reason", async () => {
    signIn("staff");
    const reviews: unknown[] = [];
    server.use(
      graphql.query(KycQueueQuery, () =>
        HttpResponse.json({ data: { kycQueue: page("KycReviewPage", reviews.length ? [] : [kycItem()]) } }),
      ),
      graphql.mutation(ReviewKycMutation, ({ variables }) => {
        reviews.push(variables);
        return HttpResponse.json({ data: { reviewKyc: kycItem({ status: "APPROVED" }) } });
      }),
    );
    const { user } = renderApp("/en/admin/kyc");
    await user.click(await screen.findByTestId("staff-kyc-approve"));
    await waitFor(() => expect(reviews).toEqual([{ id: "31", approve: true, reason: null }]));
    expect(await screen.findByTestId("staff-kyc-empty")).toBeInTheDocument();
  });
});

describe("staff KYC history", { timeout: 30_000 }, () => {
  it("filters by status: failed submissions show their reason and no decision buttons", async () => {
    signIn("staff");
    const asked: unknown[] = [];
    server.use(
      graphql.query(KycQueueQuery, ({ variables }) => {
        asked.push(variables.status);
        const items =
          variables.status === "FAILED"
            ? [
                kycItem({
                  status: "FAILED",
                  failureReason: "The ID photo is cut off",
                  reviewedAt: "2026-11-22T01:00:00.000Z",
                }),
              ]
            : [];
        return HttpResponse.json({ data: { kycQueue: page("KycReviewPage", items) } });
      }),
    );
    const { user } = renderApp("/en/admin/kyc");
    expect(await screen.findByTestId("staff-kyc-empty")).toBeInTheDocument();
    await user.click(screen.getByRole("radio", { name: "Not approved" }));
    const item = await screen.findByTestId("staff-kyc-item");
    expect(within(item).getByTestId("staff-kyc-failure-reason")).toHaveTextContent("The ID photo is cut off");
    expect(within(item).queryByTestId("staff-kyc-approve")).not.toBeInTheDocument();
    expect(within(item).queryByTestId("staff-kyc-fail")).not.toBeInTheDocument();
    expect(asked).toEqual(["REVIEW", "FAILED"]);
  });
});

describe("staff withdrawal review", { timeout: 30_000 }, () => {
  it("approves a USDT withdrawal and shows sent ones with their hash", async () => {
    signIn("staff");
    const approved: string[] = [];
    const statuses: unknown[] = [];
    server.use(
      graphql.query(UsdtWithdrawalQueueQuery, ({ variables }) => {
        statuses.push(variables.status);
        const items =
          variables.status === "SENT"
            ? [usdtItem({ id: "499", status: "SENT", txHash: "0xabc1234567890def1234567890abcdef12345678" })]
            : approved.length
              ? []
              : [usdtItem()];
        return HttpResponse.json({ data: { usdtWithdrawalQueue: page("UsdtWithdrawalPage", items) } });
      }),
      graphql.mutation(ApproveUsdtWithdrawalMutation, ({ variables }) => {
        approved.push(variables.id);
        return HttpResponse.json({ data: { approveUsdtWithdrawal: usdtItem({ status: "APPROVED" }) } });
      }),
    );
    const { user } = renderApp("/en/admin/withdrawals");
    const row = await screen.findByTestId("staff-usdt-row");
    expect(row).toHaveTextContent("Ken");
    expect(row).toHaveTextContent("TRC20");
    expect(row).toHaveTextContent("120.50");
    await user.click(within(row).getByTestId("staff-usdt-approve"));
    // Nothing is sent before the confirmation.
    expect(approved).toEqual([]);
    await user.click(await screen.findByTestId("staff-usdt-approve-confirm"));
    await waitFor(() => expect(approved).toEqual(["501"]));
    expect(await screen.findByTestId("staff-withdrawals-empty")).toBeInTheDocument();

    await user.click(screen.getByRole("radio", { name: "Sent" }));
    const sent = await screen.findByTestId("staff-usdt-row");
    expect(sent).toHaveTextContent("0xabc12345");
    expect(within(sent).queryByTestId("staff-usdt-approve")).not.toBeInTheDocument();
    expect(statuses).toContain("SENT");
  });

  it("rejects a card withdrawal with a reason", async () => {
    signIn("staff");
    const rejected: unknown[] = [];
    server.use(
      graphql.query(UsdtWithdrawalQueueQuery, () =>
        HttpResponse.json({ data: { usdtWithdrawalQueue: page("UsdtWithdrawalPage", []) } }),
      ),
      graphql.query(CardWithdrawalQueueQuery, () =>
        HttpResponse.json({
          data: { cardWithdrawalQueue: page("CardWithdrawalPage", rejected.length ? [] : [cardItem()]) },
        }),
      ),
      graphql.mutation(RejectCardWithdrawalMutation, ({ variables }) => {
        rejected.push(variables);
        return HttpResponse.json({
          data: { rejectCardWithdrawal: cardItem({ status: "FAILED", failureReason: variables.reason }) },
        });
      }),
    );
    const { user } = renderApp("/en/admin/withdrawals");
    await user.click(await screen.findByTestId("staff-tab-cards"));
    const row = await screen.findByTestId("staff-card-row");
    expect(row).toHaveTextContent("Moonlit Koi");
    expect(row).toHaveTextContent("POLYGON");
    expect(row).toHaveTextContent("Aya");
    await user.click(within(row).getByTestId("staff-card-reject"));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByTestId("reason-input"), "Address belongs to a sanctioned list");
    await user.click(within(dialog).getByTestId("reason-confirm"));
    await waitFor(() =>
      expect(rejected).toEqual([{ id: "801", reason: "Address belongs to a sanctioned list" }]),
    );
    expect(await screen.findByTestId("staff-withdrawals-empty")).toBeInTheDocument();
  });
});
