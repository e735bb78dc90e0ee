import { Badge, Button, Paper, Skeleton, Stack, Table, Text, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { formatJpoint } from "../../../shared/money/formatJpoint";
import { MyJpointRefundRequestsQuery, RequestJpointRefundMutation } from "../graphql/jpoint";
import { refundFormSchema, type RefundValues } from "../forms/refundForm";

/** Message ids by value (explicit, so every message id can be checked). */
const JPOINT_REFUND_STATUS_MESSAGE = {
  REQUESTED: "jpoint.refund.status.REQUESTED",
  PAID: "jpoint.refund.status.PAID",
} as const;

/**
 * After the end of the Jpoint service: the refund form (the whole balance, paid to a bank account on
 * the 25th of the month after the request) and the viewer's requests.
 */
export function RefundSection({ balance }: { balance: string }) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const requests = useQuery(MyJpointRefundRequestsQuery);
  const [request, { loading }] = useMutation(RequestJpointRefundMutation, {
    refetchQueries: ["MyJpointRefundRequests", "JpointWallet"],
  });
  const form = useForm<RefundValues>({
    initialValues: { bankCode: "", bankAccount: "", accountHolder: "" },
    validate: schemaResolver(refundFormSchema, { sync: true }),
  });
  const err = (field: keyof RefundValues) => {
    const id = form.errors[field];
    return typeof id === "string" ? intl.formatMessage({ id }) : undefined;
  };
  const submit = form.onSubmit(async (values) => {
    try {
      const res = await request({ variables: { input: values } });
      form.reset();
      snackbar.show(
        intl.formatMessage(
          { id: "jpoint.refund.done" },
          { payableOn: res.data?.requestJpointRefund.payableOn ?? "" },
        ),
        "success",
      );
    } catch (error) {
      handleError(error);
    }
  });

  const list = requests.data?.myJpointRefundRequests ?? [];
  const open = list.some((r) => r.status === "REQUESTED");
  const hasBalance = /^\d+$/.test(balance) && BigInt(balance) > 0n;

  return (
    <Paper withBorder radius="lg" p="md" data-testid="jpoint-refund">
      <Stack gap="sm">
        <Title order={2} size="h4">
          <FormattedMessage id="jpoint.refund.title" />
        </Title>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="jpoint.refund.rule" />
        </Text>
        {requests.error ? (
          <ErrorState error={requests.error} onRetry={() => void requests.refetch()} />
        ) : requests.loading && !requests.data ? (
          <Skeleton height={60} />
        ) : list.length ? (
          <Table data-testid="jpoint-refund-requests">
            <Table.Tbody>
              {list.map((r) => (
                <Table.Tr key={r.id} data-testid="jpoint-refund-request">
                  <Table.Td>
                    <FormattedDate value={r.requestedAt} dateStyle="medium" />
                  </Table.Td>
                  <Table.Td ta="right">
                    <FormattedMessage id="jpoint.amount" values={{ amount: formatJpoint(r.amount) }} />
                  </Table.Td>
                  <Table.Td>
                    <Badge color={r.status === "PAID" ? "teal" : "yellow"} variant="light">
                      <FormattedMessage
                        id={
                          JPOINT_REFUND_STATUS_MESSAGE[r.status as keyof typeof JPOINT_REFUND_STATUS_MESSAGE]
                        }
                      />
                    </Badge>
                  </Table.Td>
                  <Table.Td>
                    <FormattedMessage id="jpoint.refund.payableOn" values={{ date: r.payableOn }} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
        {open ? (
          <Text size="sm" data-testid="jpoint-refund-open">
            <FormattedMessage id="jpoint.refund.openNotice" />
          </Text>
        ) : hasBalance ? (
          <form onSubmit={submit} noValidate data-testid="jpoint-refund-form">
            <Stack gap="xs">
              <TextInput
                label={intl.formatMessage({ id: "jpoint.refund.bankCode" })}
                inputMode="numeric"
                {...form.getInputProps("bankCode")}
                error={err("bankCode")}
              />
              <TextInput
                label={intl.formatMessage({ id: "jpoint.refund.bankAccount" })}
                inputMode="numeric"
                {...form.getInputProps("bankAccount")}
                error={err("bankAccount")}
              />
              <TextInput
                label={intl.formatMessage({ id: "jpoint.refund.accountHolder" })}
                {...form.getInputProps("accountHolder")}
                error={err("accountHolder")}
              />
              <Text size="sm">
                <FormattedMessage id="jpoint.refund.amount" values={{ amount: formatJpoint(balance) }} />
              </Text>
              <Button type="submit" loading={loading} data-testid="jpoint-refund-submit">
                <FormattedMessage id="jpoint.refund.submit" />
              </Button>
            </Stack>
          </form>
        ) : (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="jpoint.refund.nothing" />
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
