import { useMemo, useState } from "react";
import { Alert, Anchor, Button, Group, Paper, Stack, Table, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useQuery } from "@apollo/client/react";
import { IconCircleCheck } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import { ERRORS, MODAL_DIALOG_TYPE, USDT_WITHDRAWAL_MAX } from "@vitrine/schema";
import type { UsdtNetwork, WalletNetworkFieldsFragment } from "../../../gql/graphql";
import { useDialogs } from "../../../shared/dialogs/DialogContext";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { formatUsdt } from "../../../shared/money/formatUsdt";
import { MyUsdtWithdrawalsQuery } from "../graphql/wallet";
import { usdtRecordsUrl } from "../urls";
import {
  usdtWithdrawalFormSchema,
  withdrawalFigures,
  type UsdtWithdrawalFormValues,
} from "../forms/withdrawalForm";
import { NetworkPicker } from "./NetworkPicker";
import { StepUpCodeField } from "./StepUpCodeField";
import { WithdrawalConfirm, type ConfirmedWithdrawal } from "./WithdrawalConfirm";

const OPEN_STATUSES = new Set(["REVIEW", "APPROVED", "SENDING"]);

/** Which form field a gateway refusal belongs to, so it also shows under that field. */
const FIELD_OF_CODE: Record<number, keyof UsdtWithdrawalFormValues> = {
  [ERRORS.WRONG_WALLET_ADDRESS.code]: "address",
  [ERRORS.WITHDRAWAL_BELOW_FEE.code]: "amount",
  [ERRORS.WITHDRAWAL_OVER_LIMIT.code]: "amount",
  [ERRORS.INSUFFICIENT_USDT.code]: "amount",
  [ERRORS.EMAIL_CODE_WRONG.code]: "emailCode",
  [ERRORS.VERIFICATION_CODE_EXPIRED.code]: "emailCode",
  [ERRORS.WRONG_VERIFICATION_CODE.code]: "emailCode",
  [ERRORS.NETWORK_UNAVAILABLE.code]: "network",
};

/**
 * The USDT withdrawal form: network (with its fee), address, amount with fee / total debited /
 * amount received, the step-up code (mailed, or the authenticator's with 2FA), then the "USDT withdrawal check" dialog that sends the request.
 */
export function UsdtWithdrawalForm({
  networks,
  balance,
  email,
  twoFactor = false,
}: {
  networks: readonly WalletNetworkFieldsFragment[];
  balance: string;
  email: string;
  /** 2FA on: the authenticator's code instead of a mailed one. */
  twoFactor?: boolean;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const dialogs = useDialogs();
  const [done, setDone] = useState<ConfirmedWithdrawal | null>(null);
  // One request may be open at a time (622): say so before the member fills the form in.
  const latest = useQuery(MyUsdtWithdrawalsQuery, {
    variables: { page: 1 },
    fetchPolicy: "cache-and-network",
  });
  const open = latest.data?.myUsdtWithdrawals.items.find((w) => OPEN_STATUSES.has(w.status));
  const schema = useMemo(() => usdtWithdrawalFormSchema(networks, balance), [networks, balance]);

  const form = useForm<UsdtWithdrawalFormValues>({
    initialValues: {
      network: networks.find((n) => n.available)?.network ?? "",
      address: "",
      amount: "",
      emailCode: "",
    },
    // Checked on submit, not on blur: an error appearing on blur moves the button under the pointer
    // and the click that caused the blur is lost.
    validate: schemaResolver(schema, { sync: true }),
  });

  const network = networks.find((n) => n.network === form.values.network);
  const figures = withdrawalFigures(form.values.amount, network?.fee);
  const errorText = (field: keyof UsdtWithdrawalFormValues) => {
    const key = form.errors[field];
    return typeof key === "string" ? intl.formatMessage({ id: key }) : undefined;
  };

  const submit = form.onSubmit((values) => {
    const fee = network?.fee ?? "0";
    const request = {
      network: values.network as UsdtNetwork,
      address: values.address.trim(),
      amount: values.amount.trim(),
      emailCode: values.emailCode.trim(),
      fee,
      chain: network?.chain ?? values.network,
    };
    dialogs.open({
      kind: "usdt-withdrawal-check",
      type: MODAL_DIALOG_TYPE,
      title: intl.formatMessage({ id: "wallet.withdraw.checkTitle" }),
      content: (
        <WithdrawalConfirm
          request={request}
          onSuccess={(withdrawal) => {
            setDone(withdrawal);
            form.reset();
          }}
          onFailure={(mapped) => {
            const field = FIELD_OF_CODE[mapped.code];
            if (field) form.setFieldError(field, mapped.messageKey);
          }}
        />
      ),
    });
  });

  if (done) {
    return (
      <Paper withBorder radius="lg" p="xl" data-testid="withdrawal-requested">
        <Stack align="center" ta="center" gap="sm">
          <IconCircleCheck size={48} color="var(--mantine-color-teal-5)" />
          <Text fw={700} size="lg">
            <FormattedMessage id="wallet.withdraw.requested" />
          </Text>
          <Text c="dimmed" size="sm">
            <FormattedMessage
              id="wallet.withdraw.requestedText"
              values={{ amount: formatUsdt(done.amount), network: done.network }}
            />
          </Text>
          <Group>
            <Button component={Link} to={`${usdtRecordsUrl(locale)}?tab=withdrawals`} variant="light">
              <FormattedMessage id="wallet.records.title" />
            </Button>
            <Button variant="subtle" onClick={() => setDone(null)}>
              <FormattedMessage id="wallet.withdraw.another" />
            </Button>
          </Group>
        </Stack>
      </Paper>
    );
  }

  const noNetwork = !networks.some((n) => n.available);

  return (
    <Paper withBorder radius="lg" p="lg" data-testid="usdt-withdrawal-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {open ? (
            <Alert color="yellow" variant="light" data-testid="withdraw-open-request">
              <FormattedMessage
                id="wallet.withdraw.openRequest"
                values={{
                  amount: formatUsdt(open.amount),
                  network: open.network,
                  link: (chunks) => (
                    <Anchor component={Link} to={`${usdtRecordsUrl(locale)}?tab=withdrawals`} size="sm">
                      {chunks}
                    </Anchor>
                  ),
                }}
              />
            </Alert>
          ) : null}
          {noNetwork ? (
            <Alert color="orange" variant="light" data-testid="withdraw-no-network">
              <FormattedMessage id="error.NETWORK_UNAVAILABLE" />
            </Alert>
          ) : null}
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              <FormattedMessage id="wallet.network" />
            </Text>
            <NetworkPicker
              networks={networks}
              value={form.values.network || null}
              onChange={(n) => {
                form.setFieldValue("network", n);
                if (form.values.address) form.validateField("address");
              }}
              showFee
              error={errorText("network")}
            />
          </Stack>
          <TextInput
            label={intl.formatMessage({ id: "wallet.withdraw.address" })}
            placeholder={form.values.network === "TRC20" ? "T…" : "0x…"}
            description={intl.formatMessage({
              id:
                form.values.network === "TRC20"
                  ? "wallet.withdraw.addressHintTron"
                  : "wallet.withdraw.addressHintEvm",
            })}
            autoComplete="off"
            spellCheck={false}
            styles={{ input: { fontFamily: "var(--mantine-font-family-monospace)" } }}
            data-testid="withdraw-address"
            {...form.getInputProps("address")}
            error={errorText("address")}
          />
          <TextInput
            label={intl.formatMessage({ id: "wallet.withdraw.amount" })}
            inputMode="decimal"
            rightSection={
              <Text size="xs" c="dimmed">
                USDT
              </Text>
            }
            rightSectionWidth={48}
            description={intl.formatMessage(
              { id: "wallet.withdraw.available" },
              { amount: formatUsdt(balance) },
            )}
            data-testid="withdraw-amount"
            {...form.getInputProps("amount")}
            onChange={(e) => form.setFieldValue("amount", e.currentTarget.value.replace(/[^\d.]/g, ""))}
            error={errorText("amount")}
          />
          <Table withRowBorders={false} data-testid="withdraw-figures">
            <Table.Tbody>
              <Table.Tr>
                <Table.Td c="dimmed">
                  <FormattedMessage id="wallet.fee" />
                </Table.Td>
                <Table.Td ta="right" data-testid="withdraw-fee">
                  {network ? `${formatUsdt(network.fee)} USDT` : "—"}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td c="dimmed">
                  <FormattedMessage id="wallet.totalDebited" />
                </Table.Td>
                <Table.Td ta="right" data-testid="withdraw-total">
                  {figures ? `${formatUsdt(figures.total)} USDT` : "—"}
                </Table.Td>
              </Table.Tr>
              <Table.Tr>
                <Table.Td c="dimmed">
                  <FormattedMessage id="wallet.expected" />
                </Table.Td>
                <Table.Td ta="right" fw={700} data-testid="withdraw-receive">
                  {figures ? `${formatUsdt(figures.receive)} USDT` : "—"}
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
          <Stack gap={4}>
            <StepUpCodeField
              purpose="USDT_WITHDRAWAL"
              twoFactor={twoFactor}
              email={email}
              inputProps={form.getInputProps("emailCode")}
              error={errorText("emailCode")}
              testId="withdraw-code"
              sendTestId="withdraw-send-code"
            />
          </Stack>
          <Text size="xs" c="dimmed">
            <FormattedMessage
              id="wallet.withdraw.limitNote"
              values={{ max: intl.formatNumber(Number(USDT_WITHDRAWAL_MAX)) }}
            />
          </Text>
          <Group justify="flex-end">
            <Button type="submit" disabled={noNetwork} data-testid="withdraw-submit">
              <FormattedMessage id="wallet.withdraw.next" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
