import { useState } from "react";
import { Button, Group, Stack, Text, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { IconReceiptRefund } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import type { StaffOrderFieldsFragment } from "../../../gql/graphql";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../shared/snackbar/SnackbarContext";
import { RequireStaff } from "../components/RequireStaff";
import { StaffNav } from "../components/StaffNav";
import { ConfirmModal, FormPanel } from "../components/console/ConsoleParts";
import { OrderTable } from "../components/console/OrderTable";
import { RefundPaymentOrderMutation } from "../graphql/support";

/** The order number (the gateway looks it up; unknown numbers answer NOT_FOUND). */
const refundSchema = z.object({
  orderNo: z
    .string()
    .trim()
    .min(1, { message: "validation.required" })
    .max(64, { message: "validation.tooLong" }),
});

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
  const form = useForm({
    initialValues: { orderNo: "" },
    validate: schemaResolver(refundSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const orderNo = form.getValues().orderNo;
  const ask = form.onSubmit(() => setConfirming(true));
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<StaffOrderFieldsFragment[]>([]);
  const [refund, { loading }] = useMutation(RefundPaymentOrderMutation);
  const submit = async () => {
    try {
      const { data } = await refund({ variables: { orderNo: orderNo.trim() } });
      if (data) setDone([data.refundPaymentOrder, ...done.filter((o) => o.orderId !== orderNo.trim())]);
      snackbar.show(intl.formatMessage({ id: "staff.refunds.done" }), "success");
      form.reset();
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
            maxLength={64}
            {...form.getInputProps("orderNo")}
            error={err("orderNo")}
            data-testid="staff-refund-order"
          />
          <Button
            color="red"
            leftSection={<IconReceiptRefund size={16} />}
            disabled={!orderNo.trim()}
            onClick={() => ask()}
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
