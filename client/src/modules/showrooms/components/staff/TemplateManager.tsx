import { Button, Group, NumberInput, Paper, Skeleton, Switch, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SHOWROOM_LIMITS, showroomTemplateRule } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { ErrorState } from "../../../../shared/ui/ErrorState";
import { DataTable } from "../../../../shared/ui/DataTable";
import {
  CreateShowroomTemplateMutation,
  RetireShowroomTemplateMutation,
  StaffShowroomTemplatesQuery,
} from "../../graphql/staff";

/** Staff: room templates (name, columns, slots = NFT max limit), new ones, and retiring or offering again. */
export function TemplateManager() {
  const intl = useIntl();
  const onError = useErrorHandler();
  const { data, error, refetch } = useQuery(StaffShowroomTemplatesQuery);
  const [create, creating] = useMutation(CreateShowroomTemplateMutation, {
    refetchQueries: ["StaffShowroomTemplates"],
  });
  const [retire] = useMutation(RetireShowroomTemplateMutation);
  const form = useForm({
    initialValues: { name: "", columns: 4, slotCount: 8 },
    validate: schemaResolver(showroomTemplateRule),
  });
  const t = (id: string) => intl.formatMessage({ id });
  if (error && !data) return <ErrorState error={error} onRetry={() => void refetch()} />;
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-showroom-templates">
      <Title order={3} mb="sm">
        <FormattedMessage id="staff.showrooms.templates" />
      </Title>
      {!data ? (
        <Skeleton height={120} />
      ) : (
        <DataTable
          framed={false}
          highlightOnHover={false}
          rows={data.staffShowroomTemplates}
          rowKey={(tpl) => tpl.id}
          rowTestId="staff-showroom-template"
          columns={[
            { key: "name", header: "staff.showrooms.name", primary: true, cell: (tpl) => tpl.name },
            { key: "columns", header: "staff.showrooms.columns", cell: (tpl) => tpl.columns },
            { key: "slots", header: "staff.showrooms.slots", cell: (tpl) => tpl.slotCount },
            {
              key: "offered",
              header: "staff.showrooms.offered",
              cell: (tpl) => (
                <Switch
                  checked={!tpl.retiredAt}
                  aria-label={t("staff.showrooms.offered")}
                  onChange={(e) => {
                    void retire({ variables: { id: tpl.id, retired: !e.currentTarget.checked } }).catch(
                      onError,
                    );
                  }}
                />
              ),
            },
          ]}
        />
      )}
      <form
        onSubmit={form.onSubmit(async (values) => {
          try {
            await create({ variables: { input: values } });
            form.reset();
          } catch (e) {
            onError(e);
          }
        })}
      >
        <Group align="flex-end" mt="md" wrap="wrap">
          <TextInput
            label={t("staff.showrooms.name")}
            maxLength={SHOWROOM_LIMITS.templateName}
            {...form.getInputProps("name")}
            error={form.errors.name ? t(String(form.errors.name)) : undefined}
          />
          <NumberInput
            label={t("staff.showrooms.columns")}
            min={SHOWROOM_LIMITS.minColumns}
            max={SHOWROOM_LIMITS.maxColumns}
            w={110}
            {...form.getInputProps("columns")}
          />
          <NumberInput
            label={t("staff.showrooms.slots")}
            min={1}
            max={SHOWROOM_LIMITS.slotsPerRoom}
            w={110}
            {...form.getInputProps("slotCount")}
          />
          <Button type="submit" loading={creating.loading}>
            <FormattedMessage id="staff.showrooms.addTemplate" />
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
