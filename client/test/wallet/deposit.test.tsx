import { beforeAll, describe, expect, it } from "vitest";
import { screen, within } from "@testing-library/react";
import { graphql, HttpResponse } from "msw";
import { server } from "../../src/shared/test/server";
import { renderApp } from "../../src/shared/test/renderApp";
import { MyDepositAddressQuery, MyUsdtDepositsQuery } from "../../src/modules/wallet/graphql/wallet";
import { deposit, page, serveWallet } from "./fixtures";

beforeAll(async () => {
  await Promise.all([
    import("../../src/modules/wallet/routes/DepositPage"),
    import("../../src/modules/wallet/routes/DigitalWalletPage"),
  ]);
}, 60_000);

const ADDRESSES: Record<string, string> = {
  ERC20: "0x1111111111111111111111111111111111111111",
  BEP20: "0x2222222222222222222222222222222222222222",
};

describe("USDT deposit", { timeout: 30_000 }, () => {
  it("shows the address, QR code, confirmations and warning of the chosen network", async () => {
    serveWallet();
    const asked: string[] = [];
    const deposits = page("UsdtDepositPage", [deposit()]);
    server.use(
      graphql.query(MyUsdtDepositsQuery, () => HttpResponse.json({ data: { myUsdtDeposits: deposits } })),
      graphql.query(MyDepositAddressQuery, ({ variables }) => {
        asked.push(variables.network);
        const myDepositAddress = {
          __typename: "DepositAddress" as const,
          network: variables.network,
          address: ADDRESSES[variables.network]!,
          qrCode: `data:image/png;base64,QR-${variables.network}`,
          confirmations: variables.network === "ERC20" ? 12 : 20,
        };
        return HttpResponse.json({ data: { myDepositAddress } });
      }),
    );
    const { user } = renderApp("/en/users/stored/usdt");
    // TRC20 is not configured here: shown, not selectable.
    const tron = await screen.findByTestId("network-TRC20");
    expect(tron).toBeDisabled();
    expect(screen.queryByTestId("deposit-address-card")).not.toBeInTheDocument();

    await user.click(screen.getByTestId("network-BEP20"));
    const card = await screen.findByTestId("deposit-address-card");
    expect(await within(card).findByTestId("deposit-address")).toHaveTextContent(ADDRESSES.BEP20!);
    expect(within(card).getByTestId("deposit-qr")).toHaveAttribute("src", "data:image/png;base64,QR-BEP20");
    expect(within(card).getByTestId("deposit-confirmations-needed")).toHaveTextContent(
      "Credited after 20 confirmations on BNB Smart Chain.",
    );
    expect(within(card).getByTestId("deposit-warning")).toHaveTextContent(
      "Send only USDT on BNB Smart Chain (BEP20) to this address.",
    );

    await user.click(screen.getByTestId("network-ERC20"));
    expect(await screen.findByText(ADDRESSES.ERC20!)).toBeInTheDocument();
    expect(screen.getByTestId("deposit-qr")).toHaveAttribute("src", "data:image/png;base64,QR-ERC20");
    expect(asked).toEqual(["BEP20", "ERC20"]);
    // A deposit on its way shows below, with its confirmations.
    expect(
      await within(screen.getByTestId("deposit-recent")).findByTestId("deposit-confirmations"),
    ).toHaveTextContent("4 / 20 confirmations");
  });

  it("is also reached as users/digitalWallet/usdt and from the wallet page", async () => {
    serveWallet();
    const { user } = renderApp("/en/users/digitalWallet");
    const wallet = await screen.findByTestId("digital-wallet");
    expect(await within(wallet).findByTestId("wallet-usdt-available")).toHaveTextContent("1,234.50");
    expect(within(wallet).getByTestId("wallet-usdt-frozen")).toHaveTextContent("105.00");
    await user.click(within(wallet).getByTestId("wallet-deposit"));
    expect(await screen.findByTestId("usdt-deposit")).toBeInTheDocument();
  });

  it("serves the deposit page under digitalWallet/usdt and with the user segment", async () => {
    serveWallet();
    const { router } = renderApp("/en/users/digitalWallet/usdt");
    expect(await screen.findByTestId("network-ERC20")).toBeInTheDocument();
    await router.navigate("/en/users/u-mei42/stored/usdt");
    expect(await screen.findByTestId("usdt-deposit")).toBeInTheDocument();
    await router.navigate("/en/users/u-mei42/usdt_Record");
    expect(await screen.findByTestId("usdt-records")).toBeInTheDocument();
  });
});
