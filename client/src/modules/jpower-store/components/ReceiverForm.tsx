import { Button, Checkbox, Chip, Group, Paper, Stack, Text, TextInput, Textarea } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { FormattedMessage, useIntl } from "react-intl";
import { useFieldError } from "../../../shared/forms/useFieldError";
import { emptyReceiver, receiverFormSchema, type ReceiverFormValues } from "../forms/receiverForm";

export interface SavedAddress {
  id: string;
  name: string;
  phone: string;
  address: string;
}

/**
 * The receiver of a physical item (spec §3 Receiver info): name, phone (09 + 8 digits) and address,
 * all required. Saved addresses fill the form in one tap; "save this address" keeps a new one.
 */
export function ReceiverForm({
  saved,
  submitting,
  submitLabel,
  onSubmit,
}: {
  saved: readonly SavedAddress[];
  submitting: boolean;
  submitLabel: React.ReactNode;
  onSubmit: (values: ReceiverFormValues) => void;
}) {
  const intl = useIntl();
  const form = useForm<ReceiverFormValues>({
    initialValues: saved[0] ? { ...pick(saved[0]), saveAddress: false } : emptyReceiver(),
    validate: schemaResolver(receiverFormSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const chosen = saved.find(
    (a) => a.name === form.values.name && a.phone === form.values.phone && a.address === form.values.address,
  );

  return (
    <form onSubmit={form.onSubmit(onSubmit)} noValidate data-testid="store-receiver-form">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Text fw={600}>
            <FormattedMessage id="store.receiver.title" />
          </Text>
          {saved.length > 0 ? (
            <Stack gap={6} data-testid="store-saved-addresses">
              <Text size="sm" c="dimmed">
                <FormattedMessage id="store.receiver.saved" />
              </Text>
              <Group gap="xs">
                {saved.map((a) => (
                  <Chip
                    key={a.id}
                    checked={chosen?.id === a.id}
                    onChange={() => form.setValues({ ...pick(a), saveAddress: false })}
                    data-testid={`store-saved-address-${a.id}`}
                  >
                    {a.name} · {a.phone}
                  </Chip>
                ))}
                <Chip
                  checked={!chosen}
                  onChange={() => form.setValues(emptyReceiver())}
                  data-testid="store-new-address"
                >
                  <FormattedMessage id="store.receiver.new" />
                </Chip>
              </Group>
            </Stack>
          ) : null}
          <TextInput
            label={intl.formatMessage({ id: "store.receiver.name" })}
            autoComplete="name"
            required
            {...form.getInputProps("name")}
            error={err("name")}
            data-testid="store-receiver-name"
          />
          <TextInput
            label={intl.formatMessage({ id: "store.receiver.phone" })}
            placeholder="0912345678"
            inputMode="tel"
            autoComplete="tel-national"
            required
            {...form.getInputProps("phone")}
            error={err("phone")}
            data-testid="store-receiver-phone"
          />
          <Textarea
            label={intl.formatMessage({ id: "store.receiver.address" })}
            autoComplete="street-address"
            autosize
            minRows={2}
            required
            {...form.getInputProps("address")}
            error={err("address")}
            data-testid="store-receiver-address"
          />
          {chosen ? null : (
            <Checkbox
              label={intl.formatMessage({ id: "store.receiver.save" })}
              {...form.getInputProps("saveAddress", { type: "checkbox" })}
              data-testid="store-receiver-save"
            />
          )}
          <Button type="submit" color="grape" loading={submitting} data-testid="store-buy-submit">
            {submitLabel}
          </Button>
        </Stack>
      </Paper>
    </form>
  );
}

const pick = (a: SavedAddress) => ({ name: a.name, phone: a.phone, address: a.address });
