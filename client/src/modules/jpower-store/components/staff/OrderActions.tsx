import { Button, Group, TextInput } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { storeShipmentRule, type StoreOrderStatus } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import {
  CancelStoreOrderMutation,
  DeliverStoreOrderMutation,
  ShipStoreOrderMutation,
  StaffStoreOrdersQuery,
} from "../../graphql/staffStore";

/** Ship (carrier and tracking number) or cancel a PAID order; mark a SHIPPED one delivered. */
export function OrderActions({
  order,
}: {
  order: { id: string; status: StoreOrderStatus; receiver?: unknown };
}) {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const refetchQueries = [StaffStoreOrdersQuery];
  const [ship, shipping] = useMutation(ShipStoreOrderMutation, { refetchQueries });
  const [deliver, delivering] = useMutation(DeliverStoreOrderMutation, { refetchQueries });
  const [cancel, cancelling] = useMutation(CancelStoreOrderMutation, { refetchQueries });
  const form = useForm({
    initialValues: { carrier: "", trackingNumber: "" },
    validate: schemaResolver(storeShipmentRule, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const run = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      snackbar.show(intl.formatMessage({ id: done }), "success");
    } catch (error) {
      handleError(error);
    }
  };

  if (order.status === "SHIPPED")
    return (
      <Group justify="flex-end">
        <Button
          size="compact-sm"
          variant="light"
          loading={delivering.loading}
          onClick={() => void run(() => deliver({ variables: { id: order.id } }), "staff.store.delivered")}
        >
          <FormattedMessage id="staff.store.deliver" />
        </Button>
      </Group>
    );
  if (order.status !== "PAID") return null;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (v) => void run(() => ship({ variables: { id: order.id, input: v } }), "staff.store.shipped"),
      )}
    >
      <Group align="flex-end" gap="xs" wrap="wrap">
        {order.receiver ? (
          <>
            <TextInput
              size="xs"
              label={intl.formatMessage({ id: "staff.store.carrier" })}
              {...form.getInputProps("carrier")}
              error={err("carrier")}
              data-testid="staff-store-carrier"
            />
            <TextInput
              size="xs"
              label={intl.formatMessage({ id: "staff.store.tracking" })}
              {...form.getInputProps("trackingNumber")}
              error={err("trackingNumber")}
              data-testid="staff-store-tracking"
            />
            <Button size="xs" type="submit" loading={shipping.loading} data-testid="staff-store-ship">
              <FormattedMessage id="staff.store.ship" />
            </Button>
          </>
        ) : null}
        <Button
          size="xs"
          color="red"
          variant="subtle"
          loading={cancelling.loading}
          onClick={() => void run(() => cancel({ variables: { id: order.id } }), "staff.store.cancelled")}
          data-testid="staff-store-cancel"
        >
          <FormattedMessage id="staff.store.cancel" />
        </Button>
      </Group>
    </form>
  );
}
