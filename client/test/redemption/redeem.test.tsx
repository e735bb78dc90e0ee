import { describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { memberWithNothing, redeemEvent, redemption } from "./fixtures";

const PATH = "/en/users/redeem";

describe("redeem zone", () => {
  it("checks a code, shows what it gives, asks for the card, confirms once and shows the result", async () => {
    memberWithNothing();
    const previews: string[] = [];
    const redeems: Record<string, unknown>[] = [];
    server.use(
      graphql.query("RedeemCodePreview", ({ variables }) => {
        previews.push(variables.code as string);
        return HttpResponse.json({
          data: {
            redeemCodePreview: {
              __typename: "RedeemCodePreview",
              code: variables.code,
              needsCardChoice: true,
              needsShipment: false,
              event: redeemEvent(),
            },
          },
        });
      }),
      graphql.mutation("RedeemCode", ({ variables }) => {
        redeems.push(variables.input as Record<string, unknown>);
        return HttpResponse.json({ data: { redeemCode: redemption() } });
      }),
    );
    const { user } = renderApp(PATH);

    await user.type(await screen.findByTestId("redeem-code-input"), " abcd-efgh jkmn-p ");
    await user.click(screen.getByTestId("redeem-check"));

    // Case, spaces and dashes are dropped before asking.
    expect(await screen.findByTestId("redeem-event-name")).toHaveTextContent("Autumn Festival");
    expect(previews).toEqual(["ABCDEFGHJKMNP"]);
    expect(screen.getByTestId("redeem-preview-code")).toHaveTextContent("ABCD-EFGH-JKMN-P");
    expect(screen.getByTestId("redeem-reward")).toHaveTextContent("1 × a card of your choice among 2");

    // No card picked yet: nothing is sent.
    await user.click(screen.getByTestId("redeem-confirm"));
    expect(await screen.findByText("Please pick a card")).toBeInTheDocument();
    expect(redeems).toHaveLength(0);

    await user.click(within(screen.getByTestId("redeem-choice-2")).getByText("Aurora #2"));
    await user.click(screen.getByTestId("redeem-confirm"));

    const result = await screen.findByTestId("redeem-result");
    expect(within(result).getByTestId("redeem-result-reward")).toHaveTextContent("1 × Aurora #2");
    expect(redeems).toHaveLength(1);
    expect(redeems[0]).toMatchObject({ code: "ABCDEFGHJKMNP", cardId: "2", receiver: null });
    expect(redeems[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("sends the same idempotency key again when the member retries a confirmation that failed", async () => {
    memberWithNothing();
    const keys: string[] = [];
    server.use(
      graphql.query("RedeemCodePreview", () =>
        HttpResponse.json({
          data: {
            redeemCodePreview: {
              __typename: "RedeemCodePreview",
              code: "ABCDEFGHJKMNP",
              needsCardChoice: false,
              needsShipment: true,
              event: redeemEvent({ rewardKind: "PHYSICAL_GIFT", cards: [], giftName: "Tote bag" }),
            },
          },
        }),
      ),
      graphql.mutation("RedeemCode", ({ variables }) => {
        const input = variables.input as { idempotencyKey: string };
        keys.push(input.idempotencyKey);
        if (keys.length === 1)
          return HttpResponse.json({ data: null, errors: [{ message: "boom" }] }, { status: 503 });
        return HttpResponse.json({
          data: {
            redeemCode: redemption({
              card: null,
              giftName: "Tote bag",
              claimStatus: "UNCLAIMED",
              event: redeemEvent({ rewardKind: "PHYSICAL_GIFT", cards: [], giftName: "Tote bag" }),
            }),
          },
        });
      }),
    );
    const { user } = renderApp(PATH);
    await user.type(await screen.findByTestId("redeem-code-input"), "ABCDEFGHJKMNP");
    await user.click(screen.getByTestId("redeem-check"));
    await screen.findByTestId("redeem-shipment");

    await user.type(screen.getByTestId("redeem-receiver-name"), "Mei Lin");
    await user.type(screen.getByTestId("redeem-receiver-phone"), "0812345678");
    await user.type(screen.getByTestId("redeem-receiver-address"), "No. 1, Zhongshan Rd, Taipei");
    await user.click(screen.getByTestId("redeem-confirm"));
    // spec §5: a Taiwan mobile is 09 and 8 digits.
    expect(await screen.findByText("Incorrect phone format")).toBeInTheDocument();
    expect(keys).toHaveLength(0);

    await user.clear(screen.getByTestId("redeem-receiver-phone"));
    await user.type(screen.getByTestId("redeem-receiver-phone"), "0912345678");
    await user.click(screen.getByTestId("redeem-confirm"));
    await screen.findByTestId("redeem-error");
    await user.click(screen.getByTestId("redeem-confirm"));

    expect(await screen.findByTestId("redeem-result-gift")).toBeInTheDocument();
    expect(screen.getByTestId("redeem-result-claim-qr")).toBeInTheDocument();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it.each([
    [1040, "This redeem code has already been used."],
    [1041, "This redeem code does not exist."],
    [628, "The event has not started yet."],
  ])("shows the catalogue message for %i", async (code, message) => {
    memberWithNothing();
    server.use(graphql.query("RedeemCodePreview", () => graphqlError(code)));
    const { user } = renderApp(PATH);
    await user.type(await screen.findByTestId("redeem-code-input"), "ABCD-EFGH-JKMN-P");
    await user.click(screen.getByTestId("redeem-check"));
    expect(await screen.findByTestId("redeem-error")).toHaveTextContent(message);
    expect(screen.getByTestId("redeem-entry")).toBeInTheDocument();
  });

  it("shows how long to wait after too many unknown codes (9429)", async () => {
    memberWithNothing();
    server.use(graphql.query("RedeemCodePreview", () => graphqlError(9429, { remainingTime: 1200 })));
    const { user } = renderApp(PATH);
    await user.type(await screen.findByTestId("redeem-code-input"), "ABCD-EFGH-JKMN-P");
    await user.click(screen.getByTestId("redeem-check"));
    expect(await screen.findByTestId("redeem-error")).toHaveTextContent(
      "Too many requests. Please try again later. (Time left: 1200 s)",
    );
  });

  it("lists the member's redemptions with their statuses and opens a gift's claim QR", async () => {
    memberWithNothing();
    let claimQrAsked = 0;
    server.use(
      graphql.query("MyRedemptions", () =>
        HttpResponse.json({
          data: {
            myRedemptions: {
              __typename: "RedemptionPage",
              total: 2,
              items: [
                redemption({
                  id: "r2",
                  card: null,
                  giftName: "Tote bag",
                  claimStatus: "UNCLAIMED",
                  receiverName: "Mei Lin",
                  event: redeemEvent({
                    id: "ev2",
                    rewardKind: "PHYSICAL_GIFT",
                    cards: [],
                    giftName: "Tote bag",
                  }),
                }),
                redemption({ id: "r1", event: redeemEvent({ state: "EXPIRED" }) }),
              ],
            },
          },
        }),
      ),
      graphql.query("RedemptionClaimQr", () => {
        claimQrAsked += 1;
        return HttpResponse.json({
          data: {
            redemptionClaimQr: {
              __typename: "ClaimQr",
              payload: `VCLAIM1.r2.${Date.now()}.sig`,
              issuedAt: new Date().toISOString(),
              rotatesAt: new Date(Date.now() + 30_000).toISOString(),
            },
          },
        });
      }),
    );
    const { user } = renderApp(PATH);
    const rows = await screen.findAllByTestId("redeem-history-row");
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByTestId("redeem-claim-status")).toHaveTextContent("Unclaimed");
    expect(within(rows[1]!).getByTestId("redeem-event-state")).toHaveTextContent("Expired");
    expect(within(rows[1]!).queryByTestId("redeem-claim-status")).toBeNull();

    await user.click(within(rows[0]!).getByTestId("redeem-history-claim-qr"));
    const image = await screen.findByTestId("claim-qr-image");
    expect(image.getAttribute("data-qr-text")).toMatch(/^VCLAIM1\.r2\./);
    expect(image.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
    expect(claimQrAsked).toBe(1);
  });
});
