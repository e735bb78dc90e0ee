import { useState } from "react";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { useMutation } from "@apollo/client/react";
import { IconReceiptRefund } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import type { StaffOrderFieldsFragment } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { ConfirmModal, FormPanel } from "../components/console/ConsoleParts";
import { OrderTable } from "../components/console/OrderTable";
import { RefundPaymentOrderMutation } from "../graphql/support";

/**
 * /{lang}/admin/payment-refunds — refunding an order paid through a provider with a refund API
 * (refundPaymentOrder, finance; docs/PAYMENTS.md): the order number, a confirmation, and the order
 * as it stands after (refund PENDING while the provider is asked, DONE once refunded).
 */
export function StaffPaymentRefundsPage() {
  return (
    <RequireStaff>
      <PaymentRefunds />
    </RequireStaff>
  );
}

function PaymentRefunds() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const [orderNo, setOrderNo] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<StaffOrderFieldsFragment[]>([]);
  const [refund, { loading }] = useMutation(RefundPaymentOrderMutation);
  const submit = async () => {
    try {
      const { data } = await refund({ variables: { orderNo: orderNo.trim() } });
      if (data) setDone([data.refundPaymentOrder, ...done.filter((o) => o.orderId !== orderNo.trim())]);
      snackbar.show(intl.formatMessage({ id: "staff.refunds.done" }), "success");
      setOrderNo("");
    } catch (e) {
      handleError(e);
    }
    setConfirming(false);
  };
  return (
    <Stack gap="lg" data-testid="staff-payment-refunds">
      <StaffNav current="paymentRefunds" />
      <FormPanel title={<FormattedMessage id="staff.refunds.form" />}>
        <Text size="sm" c="dimmed">
          <FormattedMessage id="staff.refunds.help" />
        </Text>
        <Group align="flex-end" gap="xs" wrap="wrap">
          <TextInput
            label={intl.formatMessage({ id: "staff.refunds.orderNo" })}
            value={orderNo}
            maxLength={64}
            onChange={(e) => setOrderNo(e.currentTarget.value)}
            data-testid="staff-refund-order"
          />
          <Button
            color="red"
            leftSection={<IconReceiptRefund size={16} />}
            disabled={!orderNo.trim()}
            onClick={() => setConfirming(true)}
            data-testid="staff-refund-submit"
          >
            <FormattedMessage id="staff.refunds.refund" />
          </Button>
        </Group>
      </FormPanel>
      {done.length ? <OrderTable orders={done} testId="staff-refunds-table" /> : null}
      <ConfirmModal
        opened={confirming}
        title={<FormattedMessage id="staff.refunds.refund" />}
        body={<FormattedMessage id="staff.refunds.confirm" values={{ order: orderNo.trim() }} />}
        loading={loading}
        onClose={() => setConfirming(false)}
        onConfirm={() => void submit()}
      />
    </Stack>
  );
}
