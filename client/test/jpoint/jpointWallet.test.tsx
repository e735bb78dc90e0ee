import { describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { makeViewer } from "../../src/shared/test/fixtures";
import { MeQuery } from "../../src/modules/accounts/graphql/viewer";
import {
  ConfirmJpointConversionMutation,
  JpointConversionHistoryQuery,
  JpointWalletQuery,
  MyJpointRefundRequestsQuery,
  QuoteJpointConversionMutation,
  RequestJpointRefundMutation,
} from "../../src/modules/jpoint/graphql/jpoint";
import { conversionAmountError } from "../../src/modules/jpoint/forms/conversionForm";
import { servePrimaryApi } from "../primary/fixtures";

const OPEN = {
  __typename: "JpointServiceStatus" as const,
  endsAt: null,
  ended: false,
  pausedNow: { __typename: "JpointPausedNow" as const, topup: false, use: false },
  currentPause: null,
};

function quote(overrides: Record<string, unknown> = {}) {
  return {
    __typename: "JpointConversionQuote" as const,
    id: "7",
    jpoint: "50",
    usdt: "1.6129",
    rate: "0.032258",
    expiresAt: new Date(Date.now() + 60_000).toISOString(),
    expiresInSeconds: 60,
    confirmed: false,
    confirmedAt: null,
    ...overrides,
  };
}

type Status = typeof OPEN | (Omit<typeof OPEN, "endsAt" | "currentPause"> & Record<string, unknown>);

function wallet(balance = "100", status: Status = OPEN) {
  // The buy-Jpoint form in the page's buy slot asks for the buyer and the ways to pay.
  servePrimaryApi({ balance });
  const me = { __typename: "Viewer", id: "42", jpointBalance: balance, usdtBalance: "12.5" };
  const history = {
    __typename: "JpointConversionPage",
    total: 1,
    page: 1,
    pageSize: 20,
    items: [quote({ id: "3", confirmed: true, confirmedAt: "2026-11-01T10:00:00.000Z" })],
  };
  server.use(
    graphql.query(MeQuery, () => HttpResponse.json({ data: { me: makeViewer() } })),
    graphql.query(JpointWalletQuery, () =>
      HttpResponse.json({
        data: { me, jpointServiceStatus: status as typeof OPEN },
      }),
    ),
    graphql.query(JpointConversionHistoryQuery, () =>
      HttpResponse.json({
        data: { jpointConversionHistory: history },
      }),
    ),
  );
}

describe("conversion amount rule", () => {
  it("needs a whole number over 29 and not above the balance", () => {
    expect(conversionAmountError("", "100")).toBe("jpoint.convert.amountRequired");
    expect(conversionAmountError("30.5", "100")).toBe("jpoint.convert.amountWhole");
    expect(conversionAmountError("29", "100")).toBe("jpoint.convert.amountMin");
    expect(conversionAmountError("30", "100")).toBeNull();
    expect(conversionAmountError("100", "100")).toBeNull();
    expect(conversionAmountError("101", "100")).toBe("jpoint.convert.amountOverBalance");
  });
});

// Generous timeouts: these walk through several screens on a shared, busy machine.
describe("Jpoint wallet", { timeout: 30_000 }, () => {
  it("shows the balance, the buy slot and the history", async () => {
    wallet("1234");
    renderApp("/en/users/jpoint");
    const page = await screen.findByTestId("jpoint-wallet");
    expect(await within(page).findByTestId("jpoint-balance")).toHaveTextContent("1,234");
    expect(
      await within(within(page).getByTestId("jpoint-buy-slot")).findByTestId("buy-jpoint-form"),
    ).toBeVisible();
    expect(await screen.findAllByTestId("jpoint-history-row")).toHaveLength(1);
    expect(screen.queryByTestId("jpoint-refund")).not.toBeInTheDocument();
  });

  it("checks the amount inline (over 29, not above the balance) before asking for a quote", async () => {
    wallet("100");
    const asked: string[] = [];
    server.use(
      graphql.mutation(QuoteJpointConversionMutation, ({ variables }) => {
        asked.push(variables.amount);
        return HttpResponse.json({ data: { quoteJpointConversion: quote() } });
      }),
    );
    const { user } = renderApp("/en/users/jpoint");
    const input = await screen.findByLabelText("Jpoint to convert");
    await user.type(input, "29");
    expect(await screen.findByText("Convert more than 29 points.")).toBeInTheDocument();
    await user.click(screen.getByTestId("convert-quote"));
    await user.clear(input);
    await user.type(input, "101");
    expect(await screen.findByText("You hold 100 points: convert no more than that.")).toBeInTheDocument();
    await user.click(screen.getByTestId("convert-quote"));
    expect(asked).toEqual([]);
    await user.clear(input);
    await user.type(input, "50");
    await waitFor(() => expect(screen.queryByText(/convert no more than that/)).not.toBeInTheDocument());
    await user.click(screen.getByTestId("convert-quote"));
    await waitFor(() => expect(asked).toEqual(["50"]));
  });

  it("quotes with the rate, result and countdown, confirms (irreversible) and says so", async () => {
    wallet("100");
    const confirmed: string[] = [];
    server.use(
      graphql.mutation(QuoteJpointConversionMutation, () =>
        HttpResponse.json({ data: { quoteJpointConversion: quote() } }),
      ),
      graphql.mutation(ConfirmJpointConversionMutation, ({ variables }) => {
        confirmed.push(variables.quoteId);
        return HttpResponse.json({ data: { confirmJpointConversion: quote({ confirmed: true }) } });
      }),
    );
    const { user } = renderApp("/en/users/jpoint");
    await user.type(await screen.findByLabelText("Jpoint to convert"), "50");
    await user.click(screen.getByTestId("convert-quote"));
    const result = await screen.findByTestId("convert-quote-result");
    expect(within(result).getByTestId("convert-rate")).toHaveTextContent("1 Jpoint = 0.032258 USDT");
    expect(within(result).getByTestId("convert-usdt")).toHaveTextContent("1.6129 USDT");
    expect(within(result).getByTestId("convert-countdown")).toHaveTextContent(/Quote valid for (59|60) s/);
    await user.click(within(result).getByTestId("convert-open-confirm"));
    const dialog = await screen.findByTestId("convert-confirm");
    expect(within(dialog).getByTestId("convert-irreversible")).toHaveTextContent(
      "Converting Jpoint to USDT cannot be reversed.",
    );
    await user.click(within(dialog).getByTestId("convert-confirm-button"));
    expect(await screen.findByText("Converted 50 Jpoint to 1.6129 USDT.")).toBeInTheDocument();
    expect(confirmed).toEqual(["7"]);
    expect(screen.queryByTestId("convert-quote-result")).not.toBeInTheDocument();
  });

  it("answers an expired quote (2028) and a refused amount (2010) through the catalogue", async () => {
    wallet("100");
    let quoteCalls = 0;
    server.use(
      graphql.mutation(QuoteJpointConversionMutation, () => {
        quoteCalls += 1;
        return quoteCalls === 1
          ? HttpResponse.json({ data: { quoteJpointConversion: quote() } })
          : graphqlError(2010, { reason: "balance" });
      }),
      graphql.mutation(ConfirmJpointConversionMutation, () => graphqlError(2028)),
    );
    const { user } = renderApp("/en/users/jpoint");
    await user.type(await screen.findByLabelText("Jpoint to convert"), "50");
    await user.click(screen.getByTestId("convert-quote"));
    await user.click(await screen.findByTestId("convert-open-confirm"));
    await user.click(await screen.findByTestId("convert-confirm-button"));
    expect(await screen.findByText("This quote has expired. Please get a new quote.")).toBeInTheDocument();
    // The form starts over after a refused confirmation.
    await user.type(screen.getByLabelText("Jpoint to convert"), "60");
    await user.click(screen.getByTestId("convert-quote"));
    expect(await screen.findByText(/exchange balance/i)).toBeInTheDocument();
  });

  it("after the end: banner, conversion off, and the refund form", async () => {
    wallet("300", { ...OPEN, endsAt: "2023-02-22T16:00:00.000Z", ended: true });
    const inputs: unknown[] = [];
    const refund = {
      __typename: "JpointRefundRequest",
      id: "1",
      amount: "300",
      status: "REQUESTED" as const,
      payableOn: "2023-04-25",
      requestedAt: "2023-03-10T04:00:00.000Z",
      paidAt: null,
      bankCode: "812",
      bankAccount: "00012345678901",
      accountHolder: "Mei",
    };
    server.use(
      graphql.query(MyJpointRefundRequestsQuery, () =>
        HttpResponse.json({ data: { myJpointRefundRequests: [] } }),
      ),
      graphql.mutation(RequestJpointRefundMutation, ({ variables }) => {
        inputs.push(variables.input);
        return HttpResponse.json({ data: { requestJpointRefund: refund } });
      }),
    );
    const { user } = renderApp("/en/users/jpoint");
    expect(await screen.findByTestId("jpoint-ended-banner")).toHaveTextContent(/ended on/);
    expect(screen.getByLabelText("Jpoint to convert")).toBeDisabled();
    const form = await screen.findByTestId("jpoint-refund-form");
    await user.type(within(form).getByLabelText("Bank code"), "8");
    await user.click(within(form).getByTestId("jpoint-refund-submit"));
    expect(await within(form).findByText(/3-digit bank code/)).toBeInTheDocument();
    await user.type(within(form).getByLabelText("Bank code"), "12");
    await user.type(within(form).getByLabelText("Account number"), "00012345678901");
    await user.type(within(form).getByLabelText("Account holder"), "Mei");
    await user.click(within(form).getByTestId("jpoint-refund-submit"));
    expect(await screen.findByText("Refund requested. It will be paid on 2023-04-25.")).toBeInTheDocument();
    expect(inputs).toEqual([{ bankCode: "812", bankAccount: "00012345678901", accountHolder: "Mei" }]);
  });

  it("shows a pause of Jpoint use and turns conversion off", async () => {
    wallet("300", {
      ...OPEN,
      pausedNow: { __typename: "JpointPausedNow", topup: true, use: true },
      currentPause: {
        __typename: "JpointPause",
        id: "1",
        from: "2030-08-31T16:00:00.000Z",
        to: "2030-09-05T16:00:00.000Z",
        scope: "BOTH",
        note: null,
      },
    });
    renderApp("/en/users/jpoint");
    expect(await screen.findByTestId("jpoint-paused-banner")).toHaveTextContent(/top-up and use are paused/);
    expect(screen.getByTestId("convert-quote")).toBeDisabled();
  });

  it("is linked from the avatar menu", async () => {
    wallet("100");
    const { user } = renderApp("/en");
    await user.click(await screen.findByTestId("avatar-menu"));
    expect(await screen.findByTestId("menu-jpoint")).toHaveAttribute("href", "/en/users/jpoint");
    expect(screen.getByTestId("menu-fusion")).toHaveAttribute("href", "/en/fusion");
  });
});
