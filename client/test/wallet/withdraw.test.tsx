import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { screen, waitFor, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { graphqlError } from "../../src/shared/test/graphqlErrors";
import type { RequestUsdtWithdrawalInput } from "../../src/gql/graphql";
import {
  MyUsdtWithdrawalsQuery,
  RequestUsdtWithdrawalMutation,
  SendWithdrawalCodeMutation,
} from "../../src/modules/wallet/graphql/wallet";
import { usdtWithdrawalFormSchema } from "../../src/modules/wallet/forms/withdrawalForm";
import { EVM_ADDRESS, networks, page, serveWallet, withdrawal } from "./fixtures";

beforeAll(async () => {
  await import("../../src/modules/wallet/routes/WithdrawUsdtPage");
}, 60_000);

beforeEach(() => window.localStorage.clear());

function issues(values: Record<string, string>, balance = "10000") {
  const result = usdtWithdrawalFormSchema(networks, balance).safeParse({
    network: "ERC20",
    address: EVM_ADDRESS,
    amount: "100",
    emailCode: "123456",
    ...values,
  });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
}

describe("USDT withdrawal rules", () => {
  it("checks network, address, amount against fee and 5000, balance and code", () => {
    expect(issues({})).toEqual({});
    expect(issues({ network: "TRC20" })).toMatchObject({ network: "wallet.withdraw.networkRequired" });
    expect(issues({ address: "0x1234" })).toEqual({ address: "error.WRONG_WALLET_ADDRESS" });
    // 42 characters but not hex, and a TRON address on an EVM network.
    expect(issues({ address: `0x${"z".repeat(40)}` })).toEqual({ address: "error.WRONG_WALLET_ADDRESS" });
    expect(issues({ address: "TJRabPrwbZy45sbavfcjinPJC18kjpRTv8" })).toEqual({
      address: "error.WRONG_WALLET_ADDRESS",
    });
    expect(issues({ amount: "4.999999" })).toEqual({ amount: "error.WITHDRAWAL_BELOW_FEE" });
    expect(issues({ amount: "5" })).toEqual({});
    expect(issues({ amount: "5000" })).toEqual({});
    expect(issues({ amount: "5000.000001" })).toEqual({ amount: "error.WITHDRAWAL_OVER_LIMIT" });
    expect(issues({ amount: "1.1234567" })).toEqual({ amount: "wallet.withdraw.amountFormat" });
    expect(issues({ amount: "96" }, "100")).toEqual({ amount: "wallet.withdraw.overBalance" });
    expect(issues({ amount: "95" }, "100")).toEqual({});
    expect(issues({ emailCode: "123" })).toEqual({ emailCode: "validation.code" });
  });
});

describe("USDT withdrawal page", { timeout: 60_000 }, () => {
  it("shows the KYC gate with the review note instead of the form when not approved", async () => {
    serveWallet({ reviewStatus: 0, kycStatus: "REVIEW" });
    renderApp("/en/users/withdraw/usdt");
    const gate = await screen.findByTestId("kyc-gate");
    expect(gate).toHaveTextContent("Identity verification is not complete");
    expect(within(gate).getByTestId("kyc-gate-text")).toHaveTextContent("5–7 business days");
    expect(within(gate).getByTestId("kyc-gate-verify")).toHaveAttribute(
      "href",
      "/en/users/u-mei42/personalVerify",
    );
    expect(screen.queryByTestId("usdt-withdrawal-form")).not.toBeInTheDocument();
    expect(screen.queryByTestId("withdrawal-terms")).not.toBeInTheDocument();
  });

  it("sends a member who never applied to personal verification", async () => {
    serveWallet({ reviewStatus: 0, kycStatus: "NOT_SUBMITTED" });
    renderApp("/en/users/digitalWallet/withdraw_usdt");
    const gate = await screen.findByTestId("kyc-gate");
    expect(gate).toHaveTextContent("USDT withdrawals need an approved identity verification (KYC).");
    expect(within(gate).getByTestId("kyc-gate-verify")).toHaveTextContent("Go to personal verification");
  });

  it("shows why a verification failed", async () => {
    serveWallet({ reviewStatus: 0, kycStatus: "FAILED", failureReason: "The ID photo is blurred" });
    renderApp("/en/users/withdraw/usdt");
    expect(await screen.findByTestId("kyc-gate-reason")).toHaveTextContent("Reason: The ID photo is blurred");
  });

  it("says when a withdrawal is still in progress", async () => {
    window.localStorage.setItem("vitrine.usdtWithdrawalTerms.42", "1");
    serveWallet();
    const list = page("UsdtWithdrawalPage", [withdrawal({ status: "APPROVED", amount: "80" })]);
    server.use(
      graphql.query(MyUsdtWithdrawalsQuery, () => HttpResponse.json({ data: { myUsdtWithdrawals: list } })),
    );
    renderApp("/en/users/withdraw/usdt");
    expect(await screen.findByTestId("withdraw-open-request")).toHaveTextContent(
      "Your withdrawal of 80.00 USDT (ERC20) is still in progress",
    );
  });

  it("asks for the terms once, validates, and sends the request with its figures and key", async () => {
    serveWallet({ balance: "1000" });
    const sent: RequestUsdtWithdrawalInput[] = [];
    let codes = 0;
    server.use(
      graphql.mutation(SendWithdrawalCodeMutation, () => {
        codes += 1;
        const sendWithdrawalCode = { __typename: "CodeSent" as const, resendInSeconds: 300 };
        return HttpResponse.json({ data: { sendWithdrawalCode } });
      }),
      graphql.mutation(RequestUsdtWithdrawalMutation, ({ variables }) => {
        sent.push(variables.input);
        const requestUsdtWithdrawal = withdrawal({ amount: variables.input.amount });
        return HttpResponse.json({ data: { requestUsdtWithdrawal } });
      }),
    );
    const { user } = renderApp("/en/users/withdraw/usdt");

    // Terms first; accepted once per member.
    const terms = await screen.findByTestId("withdrawal-terms");
    expect(within(terms).getByTestId("withdrawal-terms-continue")).toBeDisabled();
    await user.click(within(terms).getByTestId("withdrawal-terms-accept"));
    await user.click(within(terms).getByTestId("withdrawal-terms-continue"));
    expect(window.localStorage.getItem("vitrine.usdtWithdrawalTerms.42")).toBe("1");

    const form = await screen.findByTestId("usdt-withdrawal-form");
    expect(within(form).getByTestId("withdraw-fee")).toHaveTextContent("5.00 USDT");
    expect(form).toHaveTextContent("Up to 5,000 USDT per withdrawal");

    // Wrong address, amount below the fee and over 5000 are caught before anything is sent.
    await user.type(within(form).getByTestId("withdraw-address"), "0x1234");
    await user.type(within(form).getByTestId("withdraw-amount"), "4");
    await user.click(within(form).getByTestId("withdraw-submit"));
    expect(await within(form).findByText("Wrong wallet address")).toBeInTheDocument();
    expect(within(form).getByText("The amount cannot be below the network fee")).toBeInTheDocument();
    expect(within(form).getByText("Please enter the 6-character code")).toBeInTheDocument();
    await user.clear(within(form).getByTestId("withdraw-amount"));
    await user.type(within(form).getByTestId("withdraw-amount"), "5001");
    await user.click(within(form).getByTestId("withdraw-submit"));
    expect(
      await within(form).findByText("Withdrawals over 5000 USDT need customer service. Please contact us."),
    ).toBeInTheDocument();

    // Switching to BEP20 changes the fee; the figures follow the amount.
    await user.click(within(form).getByTestId("network-BEP20"));
    await user.clear(within(form).getByTestId("withdraw-address"));
    await user.type(within(form).getByTestId("withdraw-address"), EVM_ADDRESS);
    await user.clear(within(form).getByTestId("withdraw-amount"));
    await user.type(within(form).getByTestId("withdraw-amount"), "120.5");
    expect(within(form).getByTestId("withdraw-fee")).toHaveTextContent("1.00 USDT");
    expect(within(form).getByTestId("withdraw-total")).toHaveTextContent("121.50 USDT");
    expect(within(form).getByTestId("withdraw-receive")).toHaveTextContent("120.50 USDT");

    await user.click(within(form).getByTestId("withdraw-send-code"));
    await waitFor(() => expect(codes).toBe(1));
    expect(await within(form).findByText("Resend in 300 s")).toBeInTheDocument();
    await user.type(within(form).getByTestId("withdraw-code"), "654321");
    await user.click(within(form).getByTestId("withdraw-submit"));

    const check = await screen.findByTestId("withdrawal-check");
    expect(within(check).getByTestId("check-network")).toHaveTextContent("BEP20 · BNB Smart Chain");
    expect(within(check).getByTestId("check-address")).toHaveTextContent(EVM_ADDRESS);
    expect(within(check).getByTestId("check-total")).toHaveTextContent("121.50 USDT");
    expect(sent).toEqual([]);
    await user.click(within(check).getByTestId("withdrawal-check-confirm"));

    expect(await screen.findByTestId("withdrawal-requested")).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      network: "BEP20",
      address: EVM_ADDRESS,
      amount: "120.5",
      emailCode: "654321",
    });
    expect(sent[0]!.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts down from the seconds the gateway gives when a code was sent recently (1006)", async () => {
    window.localStorage.setItem("vitrine.usdtWithdrawalTerms.42", "1");
    serveWallet();
    server.use(
      graphql.mutation(SendWithdrawalCodeMutation, () => graphqlError(1006, { remainingTime: 120 })),
    );
    const { user } = renderApp("/en/users/withdraw/usdt");
    const form = await screen.findByTestId("usdt-withdrawal-form");
    await user.click(within(form).getByTestId("withdraw-send-code"));
    expect(await within(form).findByText(/Resend in (119|120) s/)).toBeInTheDocument();
    expect(within(form).getByTestId("withdraw-send-code")).toBeDisabled();
  });

  it("with 2FA on, asks for the authenticator code instead of mailing one, and sends it as the code", async () => {
    window.localStorage.setItem("vitrine.usdtWithdrawalTerms.42", "1");
    serveWallet({ twoFactorEnabled: true });
    const sent: RequestUsdtWithdrawalInput[] = [];
    server.use(
      graphql.mutation(RequestUsdtWithdrawalMutation, ({ variables }) => {
        sent.push(variables.input);
        return HttpResponse.json({ data: { requestUsdtWithdrawal: withdrawal() } });
      }),
    );
    const { user } = renderApp("/en/users/withdraw/usdt");
    const form = await screen.findByTestId("usdt-withdrawal-form");
    expect(within(form).getByText("Authenticator app code")).toBeInTheDocument();
    expect(within(form).queryByTestId("withdraw-send-code")).toBeNull();
    await user.type(within(form).getByTestId("withdraw-address"), EVM_ADDRESS);
    await user.type(within(form).getByTestId("withdraw-amount"), "50");
    await user.type(within(form).getByTestId("withdraw-code"), "246810");
    await user.click(within(form).getByTestId("withdraw-submit"));
    await user.click(await screen.findByTestId("withdrawal-check-confirm"));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ emailCode: "246810" });
  });

  it("shows a gateway refusal (one request open: 622) and keeps the form", async () => {
    window.localStorage.setItem("vitrine.usdtWithdrawalTerms.42", "1");
    serveWallet();
    const keys: string[] = [];
    server.use(
      graphql.mutation(RequestUsdtWithdrawalMutation, ({ variables }) => {
        keys.push(variables.input.idempotencyKey);
        return graphqlError(622);
      }),
    );
    const { user } = renderApp("/en/users/withdraw/usdt");
    const form = await screen.findByTestId("usdt-withdrawal-form");
    await user.type(within(form).getByTestId("withdraw-address"), EVM_ADDRESS);
    await user.type(within(form).getByTestId("withdraw-amount"), "50");
    await user.type(within(form).getByTestId("withdraw-code"), "111111");
    await user.click(within(form).getByTestId("withdraw-submit"));
    await user.click(await screen.findByTestId("withdrawal-check-confirm"));
    expect(await screen.findByText("A withdrawal has already been requested.")).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    expect(screen.getByTestId("usdt-withdrawal-form")).toBeInTheDocument();
  });
});
