import { useMemo, useState } from "react";
import { Button, Group, Paper, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { z } from "zod";
import { newIdempotencyKey } from "../../../shared/money/idempotencyKey";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { RedeemCodeMutation } from "../graphql/redemption";
import type { RedeemCodePreviewFields, RedemptionFields } from "../graphql/types";
import { shipmentFormSchema } from "../forms/shipmentForm";
import { CardChoice } from "./CardChoice";
import { EventSummary } from "./EventSummary";
import { formatCode } from "./scanner/code";

interface Values {
  cardId: string;
  name: string;
  phone: string;
  address: string;
}

function confirmSchema(preview: RedeemCodePreviewFields) {
  return z.object({
    cardId: preview.needsCardChoice ? z.string().min(1, { message: "redeem.choice.required" }) : z.string(),
    ...(preview.needsShipment ? shipmentFormSchema.shape : {}),
  });
}

/**
 * What the code gives, the card to pick and where to ship a gift when the event asks for them, and
 * the confirmation. One idempotency key per attempt: pressing confirm again after a lost answer
 * sends the same key, so the gateway redeems once.
 */
export function RedeemConfirm({
  preview,
  onDone,
  onCancel,
  onError,
}: {
  preview: RedeemCodePreviewFields;
  onDone: (redemption: RedemptionFields) => void;
  onCancel: () => void;
  onError: (error: unknown) => void;
}) {
  const intl = useIntl();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [redeem, { loading }] = useMutation(RedeemCodeMutation);
  const schema = useMemo(() => confirmSchema(preview), [preview]);
  const form = useForm<Values>({
    initialValues: { cardId: "", name: "", phone: "", address: "" },
    validate: schemaResolver(schema, { sync: true }),
  });
  const err = useFieldError(form.errors, { nameMax: 50 });
  const blocked = preview.event.state !== "VALID";

  const submit = form.onSubmit(async (values) => {
    try {
      const { data } = await redeem({
        variables: {
          input: {
            code: preview.code,
            idempotencyKey,
            cardId: preview.needsCardChoice ? values.cardId : null,
            receiver: preview.needsShipment
              ? { name: values.name.trim(), phone: values.phone.trim(), address: values.address.trim() }
              : null,
          },
        },
      });
      if (data) onDone(data.redeemCode);
    } catch (error) {
      onError(error);
    }
  });

  return (
    <form onSubmit={submit} noValidate data-testid="redeem-confirm-form">
      <Stack gap="md">
        <EventSummary event={preview.event} code={formatCode(preview.code)} />
        {preview.needsCardChoice ? (
          <CardChoice
            cards={preview.event.cards}
            value={form.values.cardId || null}
            onChange={(cardId) => form.setFieldValue("cardId", cardId)}
            error={Boolean(form.errors.cardId)}
          />
        ) : null}
        {preview.needsShipment ? (
          <Paper withBorder radius="lg" p="md" data-testid="redeem-shipment">
            <Stack gap="sm">
              <Text fw={600}>
                <FormattedMessage id="redeem.shipment.title" />
              </Text>
              <TextInput
                label={intl.formatMessage({ id: "redeem.shipment.name" })}
                autoComplete="name"
                required
                {...form.getInputProps("name")}
                error={err("name")}
                data-testid="redeem-receiver-name"
              />
              <TextInput
                label={intl.formatMessage({ id: "redeem.shipment.phone" })}
                placeholder="0912345678"
                inputMode="tel"
                autoComplete="tel-national"
                required
                {...form.getInputProps("phone")}
                error={err("phone")}
                data-testid="redeem-receiver-phone"
              />
              <Textarea
                label={intl.formatMessage({ id: "redeem.shipment.address" })}
                autoComplete="street-address"
                autosize
                minRows={2}
                required
                {...form.getInputProps("address")}
                error={err("address")}
                data-testid="redeem-receiver-address"
              />
            </Stack>
          </Paper>
        ) : null}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={loading}>
            <FormattedMessage id="common.cancel" />
          </Button>
          <Button type="submit" loading={loading} disabled={blocked} data-testid="redeem-confirm">
            <FormattedMessage id="redeem.confirm" />
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
