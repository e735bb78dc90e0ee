import { Alert, Stack, Text } from "@mantine/core";
import { FormattedMessage } from "react-intl";
import type { PrimaryOrderFieldsFragment } from "../../../gql/graphql";
import { useFormatWhole } from "../../../shared/money/whole";
import { ZonedTime } from "../../../shared/time/ZonedTime";

type Order = PrimaryOrderFieldsFragment;

/** The state's explanation: what happens next, or what was received. */
export function OrderStateMessage({ order }: { order: Order }) {
  const fmt = useFormatWhole();
  switch (order.state) {
    case "PROCESSING":
      return (
        <Alert variant="light" color="blue" data-testid="primary-processing">
          <FormattedMessage id="primary.complete.processing" />
        </Alert>
      );
    case "SUCCESS":
      return (
        <Stack gap="sm">
          <Alert variant="light" color="teal" data-testid="primary-success">
            {order.kind === "JPOINT" ? (
              <FormattedMessage
                id="primary.complete.jpointCredited"
                values={{ amount: fmt(order.jpointCredit) }}
              />
            ) : (
              <FormattedMessage
                id={
                  order.productKind === "PACKAGE"
                    ? "primary.complete.packagesBought"
                    : "primary.complete.releaseBought"
                }
                values={{ name: order.productName ?? "", quantity: order.quantity }}
              />
            )}
          </Alert>
          {order.paidLate && (
            <Alert
              variant="light"
              color="yellow"
              data-testid="primary-paid-late"
              data-outcome={order.lateOutcome}
            >
              <FormattedMessage
                id={
                  order.lateOutcome === "JPOINT" ? "primary.complete.lateJpoint" : "primary.complete.lateItem"
                }
                values={{ amount: fmt(order.jpointCredit ?? order.amountTwd) }}
              />
            </Alert>
          )}
        </Stack>
      );
    case "FAIL":
      return (
        <Alert variant="light" color="red" data-testid="primary-failed">
          <FormattedMessage id="primary.complete.failed" />
        </Alert>
      );
    case "TIMEOUT": {
      const deadline = order.atm?.deadline ?? order.expiresAt;
      return (
        <Alert variant="light" color="orange" data-testid="primary-timeout">
          <Stack gap={4}>
            <FormattedMessage id="primary.complete.failed" />
            {deadline && (
              <Text size="sm" data-testid="primary-timeout-deadline">
                <FormattedMessage
                  id="primary.complete.deadlinePassed"
                  values={{ date: <ZonedTime value={deadline} /> }}
                />
              </Text>
            )}
          </Stack>
        </Alert>
      );
    }
  }
}
