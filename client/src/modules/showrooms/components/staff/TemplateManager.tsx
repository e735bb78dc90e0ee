import { Button, Group, NumberInput, Paper, Skeleton, Switch, Table, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SHOWROOM_LIMITS, showroomTemplateRule } from "@vitrine/schema";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { ErrorState } from "../../../../shared/ui/ErrorState";
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
        <Table.ScrollContainer minWidth={420}>
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t("staff.showrooms.name")}</Table.Th>
                <Table.Th>{t("staff.showrooms.columns")}</Table.Th>
                <Table.Th>{t("staff.showrooms.slots")}</Table.Th>
                <Table.Th>{t("staff.showrooms.offered")}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.staffShowroomTemplates.map((tpl) => (
                <Table.Tr key={tpl.id}>
                  <Table.Td>{tpl.name}</Table.Td>
                  <Table.Td>{tpl.columns}</Table.Td>
                  <Table.Td>{tpl.slotCount}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={!tpl.retiredAt}
                      aria-label={t("staff.showrooms.offered")}
                      onChange={(e) => {
                        void retire({ variables: { id: tpl.id, retired: !e.currentTarget.checked } }).catch(
                          onError,
                        );
                      }}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
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
