import {
  Button,
  Group,
  Paper,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Switch,
  TextInput,
  Title,
} from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { STORE_LIMITS } from "@vitrine/schema";
import { LocaleTextFields } from "../../../../shared/forms/LocaleTextFields";
import { useCreateOrUpdate } from "../../../../shared/forms/useCreateOrUpdate";
import { localizedTextField, useStaffEditForm } from "../../../../shared/forms/useStaffEditForm";
import { emptyItemForm, itemFormOf, itemFormSchema, toItemInput } from "../../forms/itemForm";
import {
  CreateStoreItemMutation,
  StaffStoreItemsQuery,
  UpdateStoreItemMutation,
} from "../../graphql/staffStore";
import { ITEM_KIND_LABEL } from "../../messages";

export type EditedStoreItem = Parameters<typeof itemFormOf>[0] & { id: string; version: number };

/** Staff create a store item, or edit the one chosen in the list (texts per language, tw required). */
export function StoreItemForm({ editing, onDone }: { editing: EditedStoreItem | null; onDone: () => void }) {
  const intl = useIntl();
  const { save, saving } = useCreateOrUpdate(CreateStoreItemMutation, UpdateStoreItemMutation, [
    StaffStoreItemsQuery,
  ]);
  const { form, err, submit } = useStaffEditForm({
    editing,
    empty: emptyItemForm,
    valuesOf: itemFormOf,
    schema: itemFormSchema,
    toInput: toItemInput,
    save,
    savedMessage: "staff.store.saved",
    onDone,
    serverField: localizedTextField({ name: "names", description: "descriptions" }),
  });
  const label = (id: string) => intl.formatMessage({ id });

  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-store-item-form">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            <FormattedMessage id={editing ? "staff.store.edit" : "staff.store.create"} />
          </Title>
          <SegmentedControl
            data={(["PHYSICAL", "DIGITAL"] as const).map((k) => ({
              value: k,
              label: label(ITEM_KIND_LABEL[k]),
            }))}
            {...form.getInputProps("kind")}
          />
          <LocaleTextFields
            form={form}
            err={err}
            fields={[
              {
                field: "names",
                label: label("staff.store.name"),
                max: STORE_LIMITS.name,
                required: true,
                testId: "staff-store-name",
              },
              {
                field: "descriptions",
                label: label("staff.store.description"),
                max: STORE_LIMITS.description,
                multiline: true,
              },
            ]}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={label("staff.store.price")}
              inputMode="numeric"
              required
              {...form.getInputProps("price")}
              error={err("price")}
              data-testid="staff-store-price"
            />
            <TextInput
              label={label("staff.store.stock")}
              inputMode="numeric"
              required
              {...form.getInputProps("stock")}
              error={err("stock")}
              data-testid="staff-store-stock"
            />
            <TextInput
              label={label("staff.store.limit")}
              inputMode="numeric"
              required
              {...form.getInputProps("perMemberLimit")}
              error={err("perMemberLimit")}
            />
            {form.values.kind === "DIGITAL" ? (
              <TextInput
                label={label("staff.store.cardId")}
                inputMode="numeric"
                required
                {...form.getInputProps("cardId")}
                error={err("cardId")}
              />
            ) : null}
            <TextInput
              label={label("staff.store.imageUrl")}
              {...form.getInputProps("imageUrl")}
              error={err("imageUrl")}
            />
            <TextInput
              type="datetime-local"
              label={label("staff.store.startsAt")}
              {...form.getInputProps("startsAt")}
            />
            <TextInput
              type="datetime-local"
              label={label("staff.store.endsAt")}
              {...form.getInputProps("endsAt")}
            />
          </SimpleGrid>
          <Switch
            label={label("staff.store.active")}
            {...form.getInputProps("active", { type: "checkbox" })}
          />
          <Group justify="flex-end">
            {editing ? (
              <Button variant="subtle" onClick={onDone}>
                <FormattedMessage id="common.cancel" />
              </Button>
            ) : null}
            <Button type="submit" loading={saving} data-testid="staff-store-save">
              <FormattedMessage id="staff.store.save" />
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
