import { Button, Group, Paper, Select, TextInput, Title } from "@mantine/core";
import { schemaResolver, useForm } from "@mantine/form";
import { useMutation } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { SHOWROOM_LIMITS, showroomCreateRule } from "@vitrine/schema";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { CreateShowroomMutation } from "../graphql/showrooms";

/** A new room: a unique name and a room type, both fixed once created. */
export function CreateRoomForm({
  templates,
  onCreated,
}: {
  templates: readonly { id: string; name: string; columns: number; slotCount: number }[];
  onCreated: (id: string) => void;
}) {
  const intl = useIntl();
  const onError = useErrorHandler();
  const [create, { loading }] = useMutation(CreateShowroomMutation, { refetchQueries: ["MyShowrooms"] });
  const form = useForm({
    initialValues: { name: "", templateId: templates[0]?.id ?? "" },
    validate: schemaResolver(showroomCreateRule),
  });
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Paper withBorder radius="lg" p="md">
      <Title order={3} mb="sm">
        <FormattedMessage id="showrooms.create.title" />
      </Title>
      <form
        onSubmit={form.onSubmit(async (values) => {
          try {
            const res = await create({ variables: { input: values } });
            form.reset();
            if (res.data) onCreated(res.data.createShowroom.id);
          } catch (error) {
            onError(error);
          }
        })}
      >
        <Group align="flex-end" wrap="wrap">
          <TextInput
            label={t("showrooms.field.name")}
            description={t("showrooms.field.nameFixed")}
            maxLength={SHOWROOM_LIMITS.name}
            data-testid="showroom-create-name"
            style={{ flex: "1 1 220px" }}
            {...form.getInputProps("name")}
            error={form.errors.name ? t(String(form.errors.name)) : undefined}
          />
          <Select
            label={t("showrooms.field.template")}
            description={t("showrooms.field.templateFixed")}
            data={templates.map((tpl) => ({
              value: tpl.id,
              label: intl.formatMessage(
                { id: "showrooms.template.option" },
                { name: tpl.name, slots: tpl.slotCount },
              ),
            }))}
            allowDeselect={false}
            data-testid="showroom-create-template"
            style={{ flex: "1 1 220px" }}
            {...form.getInputProps("templateId")}
          />
          <Button type="submit" loading={loading} data-testid="showroom-create-submit">
            <FormattedMessage id="showrooms.create.submit" />
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
