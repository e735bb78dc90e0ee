import { useState } from "react";
import { Alert, Button, Group, Stack, Table, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import type { UsdtNetwork } from "../../../gql/graphql";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import type { MappedError } from "../../../shared/errors/errorMapper";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { RequestUsdtWithdrawalMutation } from "../graphql/wallet";
import { newIdempotencyKey } from "../../../shared/money/idempotencyKey";
import { withdrawalFigures } from "../forms/withdrawalForm";

export interface WithdrawalRequest {
  network: UsdtNetwork;
  chain: string;
  address: string;
  amount: string;
  fee: string;
  emailCode: string;
}

export interface ConfirmedWithdrawal {
  id: string;
  network: string;
  amount: string;
}

/**
 * "USDT withdrawal check" (spec §2): the request read back before it is sent. The idempotency key is
 * made once when the dialog opens, so pressing confirm again after a lost answer cannot withdraw twice.
 */
export function WithdrawalConfirm({
  request,
  onSuccess,
  onFailure,
}: {
  request: WithdrawalRequest;
  onSuccess: (withdrawal: ConfirmedWithdrawal) => void;
  onFailure: (mapped: MappedError) => void;
}) {
  const intl = useIntl();
  const dialogs = useDialogs();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [send, { loading }] = useMutation(RequestUsdtWithdrawalMutation, {
    refetchQueries: ["WalletWithdrawGate", "Me"],
  });
  const figures = withdrawalFigures(request.amount, request.fee);

  const confirm = async () => {
    try {
      const res = await send({
        variables: {
          input: {
            network: request.network,
            address: request.address,
            amount: request.amount,
            emailCode: request.emailCode,
            idempotencyKey,
          },
        },
      });
      const withdrawal = res.data?.requestUsdtWithdrawal;
      dialogs.close();
      snackbar.show(intl.formatMessage({ id: "wallet.withdraw.requested" }), "success");
      onSuccess({
        id: withdrawal?.id ?? "",
        network: withdrawal?.network ?? request.network,
        amount: withdrawal?.amount ?? request.amount,
      });
    } catch (error) {
      dialogs.close();
      onFailure(handleError(error));
    }
  };

  const rows: [string, React.ReactNode, string][] = [
    ["wallet.network", `${request.network} · ${request.chain}`, "check-network"],
    ["wallet.address", request.address, "check-address"],
    ["wallet.amount", `${formatUsdt(request.amount)} USDT`, "check-amount"],
    ["wallet.fee", `${formatUsdt(request.fee)} USDT`, "check-fee"],
    ["wallet.totalDebited", figures ? `${formatUsdt(figures.total)} USDT` : "—", "check-total"],
    ["wallet.expected", figures ? `${formatUsdt(figures.receive)} USDT` : "—", "check-receive"],
  ];

  return (
    <Stack gap="md" data-testid="withdrawal-check">
      <Table>
        <Table.Tbody>
          {rows.map(([label, value, testId]) => (
            <Table.Tr key={label}>
              <Table.Td c="dimmed" style={{ whiteSpace: "nowrap" }}>
                <FormattedMessage id={label} />
              </Table.Td>
              <Table.Td
                ta="right"
                ff={testId === "check-address" ? "monospace" : undefined}
                style={{ wordBreak: "break-all" }}
                data-testid={testId}
              >
                {value}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
        <Text size="sm">
          <FormattedMessage
            id="wallet.withdraw.checkWarning"
            values={{ network: request.network, chain: request.chain }}
          />
        </Text>
      </Alert>
      <Group justify="flex-end">
        <Button variant="default" onClick={dialogs.close} disabled={loading}>
          <FormattedMessage id="common.cancel" />
        </Button>
        <Button loading={loading} onClick={() => void confirm()} data-testid="withdrawal-check-confirm">
          <FormattedMessage id="wallet.withdraw.confirm" />
        </Button>
      </Group>
    </Stack>
  );
}
