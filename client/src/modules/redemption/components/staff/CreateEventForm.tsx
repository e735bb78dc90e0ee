import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { LocaleTextFields } from "../../../../shared/forms/LocaleTextFields";
import { useFieldError } from "../../../../shared/forms/useFieldError";
import { useSnackbar } from "../../../../shared/snackbar/SnackbarContext";
import {
  CreateRedeemEventMutation,
  RedeemPublishersQuery,
  StaffRedeemEventsQuery,
} from "../../graphql/staff";
import {
  emptyEventForm,
  eventFormSchema,
  REWARD_KINDS,
  toEventInput,
  type EventFormValues,
} from "../../forms/eventForm";

const KIND_LABEL = {
  CARD_UNITS: "redeem.kind.CARD_UNITS",
  CARD_CHOICE: "redeem.kind.CARD_CHOICE",
  JPOINT: "redeem.kind.JPOINT",
  PHYSICAL_GIFT: "redeem.kind.PHYSICAL_GIFT",
} as const;

/** Staff create an event: texts per language (tw required), scope, reward, stock, limits and window. */
export function CreateEventForm() {
  const intl = useIntl();
  const snackbar = useSnackbar();
  const handleError = useErrorHandler();
  const publishers = useQuery(RedeemPublishersQuery);
  const [create, { loading }] = useMutation(CreateRedeemEventMutation, {
    refetchQueries: [StaffRedeemEventsQuery],
  });
  const form = useForm<EventFormValues>({
    initialValues: emptyEventForm(),
    validate: schemaResolver(eventFormSchema, { sync: true }),
  });
  const err = useFieldError(form.errors);
  const kind = form.values.rewardKind;

  const submit = form.onSubmit(async (values) => {
    try {
      await create({ variables: { input: toEventInput(values) } });
      snackbar.show(intl.formatMessage({ id: "redeem.staff.created" }), "success");
      form.reset();
    } catch (error) {
      handleError(error);
    }
  });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-event-create">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id="redeem.staff.create" />
          </Title>
          <LocaleTextFields
            form={form}
            err={err}
            fields={[
              { field: "names", label: intl.formatMessage({ id: "redeem.staff.name" }), required: true },
              {
                field: "descriptions",
                label: intl.formatMessage({ id: "redeem.staff.description" }),
                multiline: true,
              },
              ...(kind === "PHYSICAL_GIFT"
                ? [
                    {
                      field: "giftNames",
                      label: intl.formatMessage({ id: "redeem.staff.giftName" }),
                      required: true,
                    },
                  ]
                : []),
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <Select
              label={intl.formatMessage({ id: "redeem.staff.rewardKind" })}
              data={REWARD_KINDS.map((k) => ({ value: k, label: intl.formatMessage({ id: KIND_LABEL[k] }) }))}
              allowDeselect={false}
              {...form.getInputProps("rewardKind")}
            />
            <Select
              label={intl.formatMessage({ id: "redeem.staff.publisher" })}
              clearable
              data={(publishers.data?.publishers ?? []).map((p) => ({ value: p.id, label: p.name }))}
              {...form.getInputProps("publisherId")}
            />
            {kind === "CARD_UNITS" || kind === "CARD_CHOICE" ? (
              <>
                <TextInput
                  label={intl.formatMessage({ id: "redeem.staff.cardIds" })}
                  description={intl.formatMessage({ id: "redeem.staff.cardIdsHint" })}
                  {...form.getInputProps("cardIds")}
                  error={err("cardIds")}
                />
                <NumberInput
                  label={intl.formatMessage({ id: "redeem.staff.units" })}
                  min={1}
                  {...form.getInputProps("unitsPerRedemption")}
                  error={err("unitsPerRedemption")}
                />
              </>
            ) : null}
            {kind === "JPOINT" ? (
              <TextInput
                label={intl.formatMessage({ id: "redeem.staff.jpoint" })}
                inputMode="numeric"
                {...form.getInputProps("jpointAmount")}
                error={err("jpointAmount")}
              />
            ) : null}
            <TextInput
              type="datetime-local"
              label={intl.formatMessage({ id: "redeem.staff.startsAt" })}
              required
              {...form.getInputProps("startsAt")}
              error={err("startsAt")}
            />
            <TextInput
              type="datetime-local"
              label={intl.formatMessage({ id: "redeem.staff.endsAt" })}
              required
              {...form.getInputProps("endsAt")}
              error={err("endsAt")}
            />
            <NumberInput
              label={intl.formatMessage({ id: "redeem.staff.stock" })}
              min={1}
              {...form.getInputProps("stock")}
              error={err("stock")}
            />
            <NumberInput
              label={intl.formatMessage({ id: "redeem.staff.perAccount" })}
              min={1}
              {...form.getInputProps("perAccountLimit")}
              error={err("perAccountLimit")}
            />
            <TextInput
              label={intl.formatMessage({ id: "redeem.admin.packName" })}
              {...form.getInputProps("packName")}
            />
          </SimpleGrid>
          <Checkbox
            label={intl.formatMessage({ id: "redeem.staff.allowDuplicates" })}
            {...form.getInputProps("allowDuplicates", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={loading} data-testid="staff-event-submit">
              <FormattedMessage id="redeem.staff.createSubmit" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
