import { beforeAll, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeCard } from "../../src/shared/test/fixtures";
import type { GiftCardInput, RequestCardWithdrawalInput } from "../../src/gql/graphql";
import { MyCollectionQuery } from "../../src/modules/market/graphql/queries";
import {
  GiftCardMutation,
  MyCardWithdrawalsQuery,
  MyGiftsQuery,
  RequestCardWithdrawalMutation,
  SendWithdrawalCodeMutation,
  WalletCardFeesQuery,
} from "../../src/modules/wallet/graphql/wallet";
import { EVM_ADDRESS, page, serveWallet } from "./fixtures";

beforeAll(async () => {
  await Promise.all([
    import("../../src/modules/market/routes/CollectionBookLayout"),
    import("../../src/modules/market/routes/CollectionBookPages"),
    import("../../src/modules/wallet/routes/CardTransfersPage"),
  ]);
}, 60_000);

const holding = (
  id: number,
  units: number,
  listed: number,
  restrictions: { giftable?: boolean; withdrawable?: boolean } = {},
) => ({
  __typename: "Holding" as const,
  card: { ...makeCard(id), sellable: true, giftable: true, withdrawable: true, ...restrictions },
  units,
  listed,
});

function serveCollection(
  giftFee = { free: false, freeUntil: "2023-04-26", jpoint: "30" },
  holdings = [holding(1, 3, 1)],
  member: { twoFactorEnabled?: boolean; kyc?: "APPROVED" | "REVIEW" | "NOT_SUBMITTED" } = {},
) {
  serveWallet();
  let collectionCalls = 0;
  const codePurposes: (string | null | undefined)[] = [];
  const kyc = member.kyc ?? "APPROVED";
  const fees = {
    cardWithdrawalFees: { __typename: "CardWithdrawalFees" as const, jpoint: "150", usdt: "5" },
    giftFee: { __typename: "GiftFee" as const, ...giftFee },
    me: {
      __typename: "Viewer" as const,
      id: "42",
      publicId: "u-mei42",
      email: "mei@example.com",
      twoFactorEnabled: member.twoFactorEnabled ?? false,
      jpointBalance: "300",
      usdtBalance: "1234.5",
    },
    myKyc: {
      __typename: "KycView" as const,
      status: kyc,
      reviewStatus: kyc === "APPROVED" ? 1 : kyc === "REVIEW" ? 0 : -1,
      failureReason: null,
    },
  };
  server.use(
    graphql.query(MyCollectionQuery, () => {
      collectionCalls += 1;
      return HttpResponse.json({ data: { myCollection: holdings } });
    }),
    graphql.query(WalletCardFeesQuery, () => HttpResponse.json({ data: fees })),
    graphql.mutation(SendWithdrawalCodeMutation, ({ variables }) => {
      codePurposes.push(variables.purpose);
      const sendWithdrawalCode = { __typename: "CodeSent" as const, resendInSeconds: 300 };
      return HttpResponse.json({ data: { sendWithdrawalCode } });
    }),
  );
  return { collectionCalls: () => collectionCalls, codePurposes };
}

function gift(input: GiftCardInput) {
  return {
    __typename: "CardGift" as const,
    id: "5",
    cardId: input.cardId,
    cardName: "Aurora #1",
    cardImage: "/media/cards/1.png",
    units: input.units ?? 1,
    direction: "SENT" as const,
    counterpartNickname: "Lin",
    fee: "30",
    createdAt: "2026-11-22T10:00:00.000Z",
  };
}

describe("card gift and withdrawal", { timeout: 60_000 }, () => {
  it("gifts a card by e-mail, shows 1042 for an unregistered receiver, then succeeds and refetches", async () => {
    const counter = serveCollection();
    const inputs: GiftCardInput[] = [];
    server.use(
      graphql.mutation(GiftCardMutation, ({ variables }) => {
        inputs.push(variables.input);
        if (variables.input.receiverEmail === "nobody@example.com") return graphqlError(1042);
        return HttpResponse.json({ data: { giftCard: gift(variables.input) } });
      }),
    );
    const { user } = renderApp("/en/collectionBook");
    const actions = await screen.findByTestId("card-actions");
    await user.click(within(actions).getByTestId("card-gift"));
    const dialog = await screen.findByTestId("gift-dialog");
    expect(await within(dialog).findByTestId("gift-fee")).toHaveTextContent(
      "Fee NT$30 in Jpoint (you hold 300)",
    );

    await user.type(within(dialog).getByTestId("gift-email"), "not-an-email");
    await user.click(within(dialog).getByTestId("gift-submit"));
    expect(await within(dialog).findByText("Incorrect e-mail format")).toBeInTheDocument();
    // The step-up code is asked for too, mailed for gifts.
    expect(within(dialog).getByText("Please enter the 6-digit code")).toBeInTheDocument();
    expect(inputs).toEqual([]);
    await user.click(within(dialog).getByTestId("gift-send-code"));
    await waitFor(() => expect(counter.codePurposes).toEqual(["GIFT"]));
    expect(await within(dialog).findByText("Resend in 300 s")).toBeInTheDocument();
    await user.type(within(dialog).getByTestId("gift-code"), "246810");
    expect(within(dialog).getByTestId("gift-code-hint")).toHaveTextContent(
      "A code was sent to mei@example.com",
    );

    await user.clear(within(dialog).getByTestId("gift-email"));
    await user.type(within(dialog).getByTestId("gift-email"), "Nobody@Example.com");
    await user.clear(within(dialog).getByTestId("gift-units"));
    await user.type(within(dialog).getByTestId("gift-units"), "2");
    await user.click(within(dialog).getByTestId("gift-submit"));
    expect(await within(dialog).findByText("This e-mail is not registered.")).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({
      cardId: "1",
      units: 2,
      receiverEmail: "nobody@example.com",
      code: "246810",
    });

    await user.clear(within(dialog).getByTestId("gift-email"));
    await user.type(within(dialog).getByTestId("gift-email"), "lin@example.com");
    const before = counter.collectionCalls();
    await user.click(within(dialog).getByTestId("gift-submit"));
    expect(await screen.findByText("“Aurora #1” was given to lin@example.com")).toBeInTheDocument();
    expect(inputs).toHaveLength(2);
    expect(inputs[1]).toMatchObject({ cardId: "1", units: 2, receiverEmail: "lin@example.com" });
    // A different receiver is a different gift: a new idempotency key.
    expect(inputs[1]!.idempotencyKey).not.toBe(inputs[0]!.idempotencyKey);
    await waitFor(() => expect(counter.collectionCalls()).toBeGreaterThan(before));
  });

  it("with 2FA on, a gift asks for the authenticator code (no mail) and shows a wrong one (623) under it", async () => {
    const counter = serveCollection(undefined, undefined, { twoFactorEnabled: true });
    const inputs: GiftCardInput[] = [];
    server.use(
      graphql.mutation(GiftCardMutation, ({ variables }) => {
        inputs.push(variables.input);
        if (variables.input.code === "111111") return graphqlError(623);
        return HttpResponse.json({ data: { giftCard: gift(variables.input) } });
      }),
    );
    const { user } = renderApp("/en/collectionBook");
    await user.click(within(await screen.findByTestId("card-actions")).getByTestId("card-gift"));
    const dialog = await screen.findByTestId("gift-dialog");
    expect(await within(dialog).findByText("Authenticator app code")).toBeInTheDocument();
    expect(within(dialog).queryByTestId("gift-send-code")).toBeNull();
    await user.type(within(dialog).getByTestId("gift-email"), "lin@example.com");
    await user.type(within(dialog).getByTestId("gift-code"), "111111");
    await user.click(within(dialog).getByTestId("gift-submit"));
    expect(
      await within(dialog).findByText("Wrong verification code.", { selector: "p" }),
    ).toBeInTheDocument();
    expect(inputs[0]).toMatchObject({ code: "111111" });
    await user.clear(within(dialog).getByTestId("gift-code"));
    await user.type(within(dialog).getByTestId("gift-code"), "222222");
    await user.click(within(dialog).getByTestId("gift-submit"));
    expect(await screen.findByText("“Aurora #1” was given to lin@example.com")).toBeInTheDocument();
    expect(inputs[1]).toMatchObject({ code: "222222" });
    expect(counter.codePurposes).toEqual([]);
  });

  it("shows the KYC gate instead of the card withdrawal form until verification is approved", async () => {
    serveCollection(undefined, undefined, { kyc: "REVIEW" });
    const { user } = renderApp("/en/collectionBook");
    await user.click(await screen.findByTestId("card-withdraw"));
    const gate = await screen.findByTestId("kyc-gate");
    expect(within(gate).getByTestId("kyc-gate-verify")).toHaveAttribute(
      "href",
      "/en/users/u-mei42/personalVerify",
    );
    expect(screen.queryByTestId("card-withdraw-dialog")).toBeNull();
  });

  it("turns Withdraw or Gift off, with the reason, on cards the issuer keeps from moving", async () => {
    serveCollection(undefined, [
      holding(1, 1, 0, { withdrawable: false }),
      holding(2, 1, 0, { giftable: false }),
    ]);
    renderApp("/en/collectionBook");
    await screen.findAllByTestId("card-actions");
    const [first, second] = screen.getAllByTestId("card-actions");
    expect(within(first!).getByTestId("card-withdraw")).toBeDisabled();
    expect(within(first!).getByTestId("card-withdraw")).toHaveAttribute(
      "title",
      "This item cannot be withdrawn.",
    );
    expect(within(first!).getByTestId("card-gift")).toBeEnabled();
    expect(within(second!).getByTestId("card-gift")).toBeDisabled();
    expect(within(second!).getByTestId("card-withdraw")).toBeEnabled();
  });

  it("shows a free gift period with its date", async () => {
    serveCollection({ free: true, freeUntil: "2027-04-26", jpoint: "0" });
    const { user } = renderApp("/en/collectionBook");
    await user.click(await screen.findByTestId("card-gift"));
    expect(await screen.findByTestId("gift-fee")).toHaveTextContent("Free until April 26, 2027");
  });

  it("withdraws a card to a 42-character address with the fee in USDT and a code mailed for card withdrawals", async () => {
    const counter = serveCollection();
    const inputs: RequestCardWithdrawalInput[] = [];
    server.use(
      graphql.mutation(RequestCardWithdrawalMutation, ({ variables }) => {
        inputs.push(variables.input);
        const requestCardWithdrawal = {
          __typename: "CardWithdrawal" as const,
          id: "8",
          cardId: "1",
          cardName: "Aurora #1",
          cardImage: "/media/cards/1.png",
          units: 1,
          chain: "BSC",
          address: EVM_ADDRESS,
          feeCurrency: variables.input.feeCurrency,
          fee: "5",
          status: "REVIEW" as const,
          txHash: null,
          failureReason: null,
          createdAt: "2026-11-22T10:00:00.000Z",
          sentAt: null,
        };
        return HttpResponse.json({ data: { requestCardWithdrawal } });
      }),
    );
    const { user } = renderApp("/en/collectionBook");
    await user.click(await screen.findByTestId("card-withdraw"));
    const dialog = await screen.findByTestId("card-withdraw-dialog");
    expect(within(dialog).getByTestId("card-withdraw-note")).toHaveTextContent(
      "Cards restricted by their issuer cannot be withdrawn.",
    );
    await user.type(within(dialog).getByTestId("card-withdraw-address"), `${EVM_ADDRESS}0`);
    await user.click(within(dialog).getByTestId("card-withdraw-submit"));
    expect(await within(dialog).findByText("Wrong wallet address")).toBeInTheDocument();
    await user.clear(within(dialog).getByTestId("card-withdraw-address"));
    await user.type(within(dialog).getByTestId("card-withdraw-address"), EVM_ADDRESS);
    await user.click(within(dialog).getByTestId("card-fee-usdt"));
    await user.click(within(dialog).getByTestId("card-withdraw-send-code"));
    await waitFor(() => expect(counter.codePurposes).toEqual(["CARD_WITHDRAWAL"]));
    await user.type(within(dialog).getByTestId("card-withdraw-code"), "135790");
    await user.click(within(dialog).getByTestId("card-withdraw-submit"));
    await waitFor(() => expect(inputs).toHaveLength(1));
    expect(inputs[0]).toMatchObject({
      cardId: "1",
      units: 1,
      address: EVM_ADDRESS,
      feeCurrency: "USDT",
      code: "135790",
    });
    expect(inputs[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("lists card withdrawals and gifts on users/withdraw", async () => {
    serveWallet();
    const withdrawals = page("CardWithdrawalPage", [
      {
        __typename: "CardWithdrawal" as const,
        id: "8",
        cardId: "1",
        cardName: "Aurora #1",
        cardImage: "/media/cards/1.png",
        units: 1,
        chain: "BSC",
        address: EVM_ADDRESS,
        feeCurrency: "JPOINT" as const,
        fee: "150",
        status: "SENT" as const,
        txHash: "0x99aa000000000000000000000000000000000000000000000000000000001234",
        failureReason: null,
        createdAt: "2026-11-22T10:00:00.000Z",
        sentAt: "2026-11-22T12:00:00.000Z",
      },
    ]);
    const gifts = page("CardGiftPage", [
      gift({ cardId: "1", units: 1, receiverEmail: "lin@example.com", idempotencyKey: "k" }),
      {
        ...gift({ cardId: "2", units: 1, receiverEmail: "", idempotencyKey: "k" }),
        id: "6",
        direction: "RECEIVED" as const,
        counterpartNickname: "Kai",
      },
    ]);
    server.use(
      graphql.query(MyCardWithdrawalsQuery, () =>
        HttpResponse.json({ data: { myCardWithdrawals: withdrawals } }),
      ),
      graphql.query(MyGiftsQuery, () => HttpResponse.json({ data: { myGifts: gifts } })),
    );
    const { user } = renderApp("/en/users/withdraw");
    const row = await screen.findByTestId("card-withdrawal-row");
    expect(row).toHaveTextContent("Aurora #1");
    expect(row).toHaveTextContent("150 Jpoint");
    expect(within(row).getByTestId("withdrawal-status")).toHaveTextContent("Sent");
    expect(within(row).getByTestId("card-withdrawal-tx")).toHaveTextContent("0x99aa00…001234");
    await user.click(screen.getByTestId("transfers-tab-gifts"));
    const giftRows = await screen.findAllByTestId("gift-row");
    expect(giftRows[0]).toHaveTextContent("Sent to");
    expect(giftRows[0]).toHaveTextContent("Lin");
    expect(giftRows[1]).toHaveTextContent("Received from");
    expect(giftRows[1]).toHaveTextContent("Kai");
  });
});
