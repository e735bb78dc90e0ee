import { Divider, Group, Paper, Radio, Stack, Text } from "@mantine/core";
import type { UseFormReturnType } from "@mantine/form";
import { IconCoin, IconCreditCard } from "@tabler/icons-react";
import { FormattedMessage, useIntl } from "react-intl";
import { useFormatWhole } from "../../../shared/money/whole";
import type { ChannelValues } from "../forms/checkout";
import { PaymentFields, type PaymentWay } from "./PaymentFields";

export type PayWith = "JPOINT" | "CHANNEL";
/** Why a way of paying is closed now: a message id and its values. */
export type PayBlock = { id: string; values?: Record<string, string> } | null;

/** The two ways to pay (Jpoint, or a payment channel with its fields), each with why it is closed. */
export function PayWithChoice({
  payWith,
  setChoice,
  jpointBlock,
  channelBlock,
  signedIn,
  balance,
  jpointTotal,
  twdTotal,
  ways,
  form,
}: {
  payWith: PayWith;
  setChoice: (value: PayWith) => void;
  jpointBlock: PayBlock;
  channelBlock: PayBlock;
  signedIn: boolean;
  balance: bigint;
  jpointTotal: bigint | null;
  twdTotal: bigint;
  ways: PaymentWay[];
  form: UseFormReturnType<ChannelValues>;
}) {
  const intl = useIntl();
  const fmt = useFormatWhole();
  const reason = (block: { id: string; values?: Record<string, string> } | null) =>
    block && (
      <Text size="xs" c="orange.4" data-testid="pay-blocked-reason">
        <FormattedMessage id={block.id} values={block.values} />
      </Text>
    );

  return (
    <Radio.Group
      value={payWith}
      onChange={(value) => setChoice(value as PayWith)}
      label={intl.formatMessage({ id: "primary.pay.title" })}
    >
      <Stack gap="sm" mt="xs">
        <Paper withBorder radius="md" p="sm">
          <Radio
            value="JPOINT"
            data-testid="pay-with-jpoint"
            disabled={jpointBlock !== null}
            label={
              <Group gap={6}>
                <IconCoin size={16} />
                <FormattedMessage id="primary.pay.jpoint" />
              </Group>
            }
            description={
              <Stack gap={2} component="span">
                <span data-testid="pay-jpoint-balance">
                  {signedIn ? (
                    <FormattedMessage id="primary.pay.balance" values={{ amount: fmt(balance) }} />
                  ) : (
                    <FormattedMessage id="primary.pay.balanceLogin" />
                  )}
                </span>
                {jpointTotal !== null && (
                  <span data-testid="pay-jpoint-total">
                    <FormattedMessage id="primary.pay.totalJpoint" values={{ amount: fmt(jpointTotal) }} />
                  </span>
                )}
              </Stack>
            }
          />
          {reason(jpointBlock)}
        </Paper>
        <Paper withBorder radius="md" p="sm">
          <Radio
            value="CHANNEL"
            data-testid="pay-with-channel"
            disabled={channelBlock !== null}
            label={
              <Group gap={6}>
                <IconCreditCard size={16} />
                <FormattedMessage id="primary.pay.channel" />
              </Group>
            }
            description={
              <span data-testid="twd-total">
                <FormattedMessage id="primary.pay.totalTwd" values={{ amount: fmt(twdTotal) }} />
              </span>
            }
          />
          {reason(channelBlock)}
          {payWith === "CHANNEL" && !channelBlock && (
            <>
              <Divider my="sm" />
              <PaymentFields
                ways={ways}
                values={form.values}
                errors={form.errors as Partial<Record<keyof ChannelValues, string>>}
                set={(field, value) => form.setFieldValue(field, value as never)}
              />
            </>
          )}
        </Paper>
      </Stack>
    </Radio.Group>
  );
}
