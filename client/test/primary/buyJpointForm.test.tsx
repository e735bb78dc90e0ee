import { describe, expect, it, vi } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderInShell } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import { BuyJpointForm } from "../../src/modules/primary/components/BuyJpointForm";
import { BuyJpointMutation } from "../../src/modules/primary/graphql/mutations";
import { browserLocation as browser } from "../../src/shared/browserLocation";
import { makeOrder, servePrimaryApi } from "./fixtures";

const amountInput = () => screen.getByTestId("buy-jpoint-amount");
const amountField = () => amountInput().closest(".mantine-InputWrapper-root") as HTMLElement;

// Typing through user-event is slow on a busy machine: these flows fill whole forms.
describe("buy Jpoint form", { timeout: 20_000 }, () => {
  it("asks for a whole amount over NT$100 and takes the quick amounts", async () => {
    servePrimaryApi();
    const { user } = renderInShell(<BuyJpointForm />, "/en/users/jpoint");
    await screen.findByTestId("buy-jpoint-form");
    // Prefilled from the viewer.
    expect(screen.getByTestId("purchaser-email")).toHaveValue("mei@example.com");
    expect(screen.getByTestId("purchaser-name")).toHaveValue("Mei");

    await user.type(amountInput(), "100");
    expect(within(amountField()).getByText("The amount must be over NT$ 100.")).toBeInTheDocument();
    await user.type(amountInput(), "0");
    expect(amountInput()).toHaveValue("1000");
    expect(within(amountField()).queryByText(/must be over/)).not.toBeInTheDocument();
    expect(screen.getByTestId("buy-jpoint-preview")).toHaveTextContent("You get 1,000 Jpoint");

    await user.clear(amountInput());
    await user.type(amountInput(), "12.5a");
    expect(amountInput()).toHaveValue("125");
    await user.clear(amountInput());
    await user.type(amountInput(), "101");
    expect(within(amountField()).queryByText(/must be over/)).not.toBeInTheDocument();

    await user.click(screen.getByTestId("buy-jpoint-quick-500"));
    expect(amountInput()).toHaveValue("500");

    // Nothing is sent while the form is invalid: the payment way is missing.
    await user.click(screen.getByTestId("buy-jpoint-submit"));
    expect(await screen.findByText("Choose a payment method.")).toBeInTheDocument();
    expect(screen.queryByTestId("buy-jpoint-confirm")).not.toBeInTheDocument();
  });

  it("checks the mobile carrier format (“/” and 7 characters)", async () => {
    servePrimaryApi();
    const { user } = renderInShell(<BuyJpointForm />, "/en/users/jpoint");
    await screen.findByTestId("buy-jpoint-form");
    await user.click(within(screen.getByTestId("invoice-type")).getByText("Mobile carrier"));
    const carrier = screen.getByTestId("carrier-code");
    await user.type(carrier, "/abc12");
    expect(carrier).toHaveValue("/ABC12");
    expect(screen.getByText("Wrong carrier format: “/” followed by 7 characters.")).toBeInTheDocument();
    await user.type(carrier, "34");
    expect(carrier).toHaveValue("/ABC1234");
    expect(screen.queryByText(/Wrong carrier format/)).not.toBeInTheDocument();
    await user.clear(carrier);
    await user.type(carrier, "ABC12345");
    expect(screen.getByText(/Wrong carrier format/)).toBeInTheDocument();
  });

  it("confirms, creates the order once per confirmation and goes to the provider's page", async () => {
    servePrimaryApi();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    const inputs: Record<string, unknown>[] = [];
    server.use(
      graphql.mutation(BuyJpointMutation, ({ variables }) => {
        inputs.push(variables.input);
        if (inputs.length === 1) return graphqlError(2027);
        return HttpResponse.json({
          data: {
            buyJpoint: makeOrder({
              kind: "JPOINT",
              state: "PROCESSING",
              payWith: "CHANNEL",
              paymentWay: "ecpay-credit",
              amountTwd: "500",
              jpointCredit: "500",
              paymentUrl: "http://localhost/sandbox/pay/ecpay/VP2611220123456789",
            }),
          },
        });
      }),
    );
    const { user } = renderInShell(<BuyJpointForm />, "/en/users/jpoint");
    await screen.findByTestId("buy-jpoint-form");
    await user.click(screen.getByTestId("buy-jpoint-quick-500"));
    await user.click(screen.getByTestId("payment-way-ecpay-credit"));
    await user.click(within(screen.getByTestId("invoice-type")).getByText("Mobile carrier"));
    await user.type(screen.getByTestId("carrier-code"), "/abc1234");
    await user.type(screen.getByTestId("purchaser-phone"), "0912-345-678");
    await user.click(screen.getByTestId("buy-jpoint-submit"));

    const dialog = await screen.findByTestId("buy-jpoint-confirm-dialog");
    expect(within(dialog).getByTestId("buy-jpoint-total")).toHaveTextContent("NT$ 500");
    expect(within(dialog).getByTestId("buy-jpoint-credited")).toHaveTextContent("500 Jpoint");
    expect(dialog).toHaveTextContent("Credit card · ECPay");
    await user.click(within(dialog).getByTestId("buy-jpoint-confirm"));
    expect(await screen.findByText(/paused/i)).toBeInTheDocument();
    expect(assign).not.toHaveBeenCalled();
    await user.click(within(dialog).getByTestId("buy-jpoint-confirm"));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith("http://localhost/sandbox/pay/ecpay/VP2611220123456789"),
    );
    expect(inputs).toHaveLength(2);
    expect(inputs[1]).toEqual({
      amount: 500,
      paymentWay: "ecpay-credit",
      invoice: { type: "CARRIER", carrierCode: "/ABC1234" },
      purchaser: { name: "Mei", email: "mei@example.com", phone: "0912345678" },
      idempotencyKey: inputs[0]!.idempotencyKey,
      locale: "en",
    });
    expect(String(inputs[0]!.idempotencyKey)).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it("goes to the complete page for an ATM order (it carries the transfer details)", async () => {
    servePrimaryApi();
    const assign = vi.spyOn(browser, "assign").mockImplementation(() => {});
    server.use(
      graphql.mutation(BuyJpointMutation, () =>
        HttpResponse.json({
          data: {
            buyJpoint: makeOrder({
              kind: "JPOINT",
              state: "PROCESSING",
              payWith: "CHANNEL",
              paymentWay: "ecpay-atm",
              amountTwd: "300",
              jpointCredit: "300",
              paymentUrl: "http://localhost/sandbox/pay/ecpay/VP2611220123456789",
              atm: {
                __typename: "AtmInstructions",
                bankCode: "822",
                virtualAccount: "9103521234567890",
                deadline: "2099-01-01T00:00:00.000Z",
              } as never,
            }),
          },
        }),
      ),
    );
    const { user, router } = renderInShell(<BuyJpointForm />, "/en/users/jpoint");
    await screen.findByTestId("buy-jpoint-form");
    await user.type(amountInput(), "300");
    await user.click(screen.getByTestId("payment-way-ecpay-atm"));
    await user.click(screen.getByTestId("buy-jpoint-submit"));
    await user.click(await screen.findByTestId("buy-jpoint-confirm"));
    await waitFor(() => expect(router.state.location.pathname).toBe("/en/complete/VP2611220123456789"));
    expect(assign).not.toHaveBeenCalled();
  });
});
