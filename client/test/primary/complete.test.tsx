import { describe, expect, it, onTestFinished, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { PrimaryOrderQuery } from "../../src/modules/primary/graphql/queries";
import { iso, makeOrder, servePrimaryApi } from "./fixtures";

const ORDER = "VP2611220123456789";
/**
 * Fake timers that still move with the wall clock (so the page's requests and rendering go on as
 * usual); a test jumps them forward instead of sleeping.
 */
function useMovingFakeTimers() {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  onTestFinished(() => {
    vi.useRealTimers();
  });
}

const atm = (deadline: string) =>
  ({ __typename: "AtmInstructions", bankCode: "822", virtualAccount: "9103521234567890", deadline }) as never;

describe("primary order complete page", { timeout: 20_000 }, () => {
  it("shows its missing state for an order number that is not one of the viewer's orders (NOT_FOUND)", async () => {
    servePrimaryApi({ orders: [makeOrder()] });
    renderApp("/en/complete/VP2611229999999999");
    expect(await screen.findByTestId("primary-complete-missing")).toHaveTextContent("Order not found");
    expect(screen.queryByTestId("error-state")).not.toBeInTheDocument();
  });

  it("shows the bank-transfer screen of a processing ATM order with a live countdown", async () => {
    useMovingFakeTimers();
    const deadline = iso(Date.now() + 2 * 3_600_000 + 5 * 60_000);
    servePrimaryApi({
      orders: [
        makeOrder({
          kind: "JPOINT",
          state: "PROCESSING",
          payWith: "CHANNEL",
          paymentWay: "ecpay-atm",
          productId: null,
          productName: null,
          productKind: null,
          quantity: 1,
          amountJpoint: null,
          amountTwd: "3000",
          jpointCredit: "3000",
          paidAt: null,
          paymentUrl: `http://localhost/sandbox/pay/ecpay/${ORDER}`,
          atm: atm(deadline),
        }),
      ],
    });
    renderApp(`/en/complete/${ORDER}`);
    const page = await screen.findByTestId("primary-complete");
    expect(screen.getByTestId("primary-order-state")).toHaveAttribute("data-state", "PROCESSING");
    expect(screen.getByTestId("primary-processing")).toHaveTextContent(
      "Check your purchase history in 5–10 minutes",
    );
    expect(screen.getByTestId("atm-bank-code")).toHaveTextContent("822");
    expect(screen.getByTestId("atm-account")).toHaveTextContent("9103521234567890");
    expect(screen.getByTestId("atm-amount")).toHaveTextContent("NT$ 3,000");
    expect(screen.getByTestId("atm-deadline")).not.toBeEmptyDOMElement();
    const countdown = screen.getByTestId("atm-countdown");
    expect(countdown).toHaveTextContent(/^0d 2h [45]m \d+s$/);
    const first = countdown.textContent;
    // It ticks (React renders the tick in a task of its own: wait for it rather than read at once).
    await vi.advanceTimersByTimeAsync(1100);
    await waitFor(() => expect(screen.getByTestId("atm-countdown").textContent).not.toBe(first));
    expect(page).toHaveTextContent("about 30 minutes after payment");
    expect(page).toHaveTextContent("not credited within 48 hours");
    expect(screen.getByTestId("primary-order-pay-with")).toHaveTextContent("ATM transfer · ECPay");
    // ATM orders are paid by transfer: no link to a payment page.
    expect(screen.queryByTestId("continue-payment")).not.toBeInTheDocument();
    // The marketplace trade is not asked for.
    expect(screen.queryByTestId("complete-page")).not.toBeInTheDocument();
  });

  it("offers to continue to the payment page for a processing card order", async () => {
    servePrimaryApi({
      orders: [
        makeOrder({
          state: "PROCESSING",
          payWith: "CHANNEL",
          paymentWay: "ecpay-credit",
          amountJpoint: null,
          amountTwd: "2400",
          paidAt: null,
          paymentUrl: `http://localhost/sandbox/pay/ecpay/${ORDER}`,
        }),
      ],
    });
    renderApp(`/en/complete/${ORDER}`);
    expect(await screen.findByTestId("continue-payment")).toHaveAttribute(
      "href",
      `http://localhost/sandbox/pay/ecpay/${ORDER}`,
    );
    expect(screen.queryByTestId("atm-instructions")).not.toBeInTheDocument();
  });

  it("asks for the order again every 5 s while it is processing", async () => {
    useMovingFakeTimers();
    let calls = 0;
    servePrimaryApi();
    server.use(
      graphql.query(PrimaryOrderQuery, () => {
        calls += 1;
        return HttpResponse.json({
          data: {
            primaryOrder: makeOrder(
              calls === 1
                ? { state: "PROCESSING", payWith: "CHANNEL", amountTwd: "2400", paidAt: null }
                : { state: "SUCCESS", payWith: "CHANNEL", amountTwd: "2400" },
            ),
          },
        });
      }),
    );
    renderApp(`/en/complete/${ORDER}`);
    expect(await screen.findByTestId("primary-order-state")).toHaveAttribute("data-state", "PROCESSING");
    // The next ask is 5 s later: jump there instead of waiting.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await screen.findByTestId("primary-success")).toBeInTheDocument();
    expect(screen.getByTestId("primary-order-state")).toHaveAttribute("data-state", "SUCCESS");
  });

  it("shows what was bought, and a late payment honoured as Jpoint", async () => {
    servePrimaryApi({
      orders: [
        makeOrder({
          productKind: "PACKAGE",
          productName: "Spring pack",
          payWith: "CHANNEL",
          paymentWay: "ecpay-credit",
          amountJpoint: null,
          amountTwd: "2400",
          paidLate: true,
          lateOutcome: "JPOINT",
          jpointCredit: "2400",
        }),
      ],
    });
    renderApp(`/en/complete/${ORDER}`);
    expect(await screen.findByTestId("primary-success")).toHaveTextContent("You bought Spring pack × 2");
    expect(screen.getByTestId("primary-paid-late")).toHaveTextContent("2,400 Jpoint were credited instead");
    expect(screen.getByTestId("complete-collection")).toHaveAttribute("href", "/en/packages");
    expect(screen.getByTestId("complete-wallet")).toHaveAttribute("href", "/en/users/jpoint");
    expect(screen.getByTestId("primary-order-amount")).toHaveTextContent("NT$ 2,400");
  });

  it("shows a Jpoint deposit credited", async () => {
    servePrimaryApi({
      orders: [
        makeOrder({
          kind: "JPOINT",
          productId: null,
          productName: null,
          productKind: null,
          payWith: "CHANNEL",
          paymentWay: "linepay",
          amountJpoint: null,
          amountTwd: "1000",
          jpointCredit: "1000",
        }),
      ],
    });
    renderApp(`/en/complete/${ORDER}`);
    expect(await screen.findByTestId("primary-success")).toHaveTextContent(
      "1,000 Jpoint have been added to your wallet.",
    );
    expect(screen.queryByTestId("complete-collection")).not.toBeInTheDocument();
  });

  it("shows a timed-out order with the deadline it passed", async () => {
    servePrimaryApi({
      orders: [
        makeOrder({
          state: "TIMEOUT",
          payWith: "CHANNEL",
          paymentWay: "ecpay-credit",
          amountJpoint: null,
          amountTwd: "1200",
          paidAt: null,
          expiresAt: "2026-11-22T06:00:00.000Z",
        }),
      ],
    });
    renderApp(`/en/complete/${ORDER}`);
    expect(await screen.findByTestId("primary-order-state")).toHaveAttribute("data-state", "TIMEOUT");
    const message = screen.getByTestId("primary-timeout");
    expect(message).toHaveTextContent("The payment failed or timed out. Please try again.");
    expect(within(message).getByTestId("primary-timeout-deadline")).toHaveTextContent(
      /The payment deadline Nov 2[12], 2026, .+ has passed\./,
    );
    expect(screen.getByTestId("complete-try-again")).toHaveAttribute("href", "/en/releases/7");
  });

  it("shows a failed order", async () => {
    servePrimaryApi({
      orders: [
        makeOrder({ state: "FAIL", payWith: "CHANNEL", amountTwd: "1200", amountJpoint: null, paidAt: null }),
      ],
    });
    renderApp(`/en/complete/${ORDER}`);
    expect(await screen.findByTestId("primary-failed")).toHaveTextContent("The payment failed or timed out.");
  });
});

describe("purchase history", { timeout: 20_000 }, () => {
  it("lists the orders with their state, filters by kind and links to each order", async () => {
    const kinds: unknown[] = [];
    servePrimaryApi({
      orders: [
        makeOrder(),
        makeOrder({
          orderId: "VP2611220000000001",
          kind: "JPOINT",
          state: "PROCESSING",
          payWith: "CHANNEL",
          productName: null,
          amountTwd: "500",
          amountJpoint: null,
          jpointCredit: "500",
        }),
      ],
    });
    const listener = async ({ request }: { request: Request }) => {
      const body = (await request.clone().json()) as {
        operationName?: string;
        variables?: { kind?: unknown };
      };
      if (body.operationName === "MyPrimaryOrders") kinds.push(body.variables?.kind ?? null);
    };
    server.events.on("request:start", listener);
    onTestFinished(() => server.events.removeListener("request:start", listener));
    const { user } = renderApp("/en/users/history");
    expect(await screen.findByTestId("history-page")).toBeInTheDocument();
    const rows = await screen.findAllByTestId("history-row");
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute("href", `/en/complete/${ORDER}`);
    expect(rows[0]).toHaveTextContent("Northern Lights × 2");
    expect(within(rows[0]!).getByTestId("order-state-badge")).toHaveTextContent("Completed");
    expect(rows[1]).toHaveTextContent("Jpoint deposit: 500");
    expect(within(rows[1]!).getByTestId("history-amount")).toHaveTextContent("NT$ 500");
    expect(within(rows[1]!).getByTestId("order-state-badge")).toHaveTextContent("Processing");
    await user.click(within(screen.getByTestId("history-filter")).getByText("Jpoint deposits"));
    await screen.findByText("Jpoint deposit: 500");
    expect(await screen.findAllByTestId("history-row")).toHaveLength(1);
    expect(kinds).toContain("JPOINT");
  });
});
