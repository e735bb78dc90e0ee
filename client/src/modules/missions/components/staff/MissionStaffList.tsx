import { Badge, Button, Group, Paper, Switch, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
import { DataTable } from "../../../../shared/ui/DataTable";
import type { EditedMission } from "../../forms/missionForm";
import { EVENT_MESSAGES, KIND_MESSAGES, messageOf } from "../../messages";

/** Missions (staff: all; issuers: their own) with their rule and reward, on/off and an edit button. */
export function MissionStaffList({
  missions,
  onEdit,
  onToggle,
}: {
  missions: (EditedMission & { active: boolean })[];
  onEdit: (m: EditedMission) => void;
  onToggle: (m: EditedMission, active: boolean) => void;
}) {
  const intl = useIntl();
  const text = (map: Record<string, string>, value: string) => {
    const id = messageOf(map, value);
    return id ? intl.formatMessage({ id }) : value;
  };
  return (
    <Paper withBorder radius="lg" p="md" data-testid="staff-mission-list">
      <Title order={2} size="h4" mb="sm">
        <FormattedMessage id="staff.missions.list" />
      </Title>
      <DataTable
        framed={false}
        striped
        highlightOnHover={false}
        minWidth={640}
        rows={missions}
        rowKey={(m) => m.id}
        rowTestId="staff-mission-row"
        rowProps={(m) => ({ "data-mission": m.id })}
        columns={[
          { key: "number", header: "staff.missions.numberField", cell: (m) => m.number },
          {
            key: "title",
            header: "staff.missions.titleField",
            primary: true,
            cell: (m) => {
              const title =
                m.texts.find((t) => t.language === intl.locale) ?? m.texts.find((t) => t.language === "tw");
              return (
                <Text size="sm" fw="inherit">
                  {title?.title ?? ""}
                </Text>
              );
            },
          },
          {
            key: "kind",
            header: "staff.missions.kind",
            cell: (m) => <Badge variant="light">{text(KIND_MESSAGES, m.kind)}</Badge>,
          },
          {
            key: "rule",
            header: "staff.missions.rule",
            cell: (m) => (
              <Text size="sm">
                <FormattedMessage
                  id="staff.missions.ruleText"
                  values={{ event: text(EVENT_MESSAGES, m.event), target: m.target }}
                />
              </Text>
            ),
          },
          { key: "reward", header: "staff.missions.rewardField", cell: (m) => m.reward },
          {
            key: "active",
            header: "staff.missions.active",
            cell: (m) => (
              <Switch
                checked={m.active}
                aria-label={intl.formatMessage({ id: "staff.missions.active" })}
                data-testid="staff-mission-active"
                onChange={(e) => onToggle(m, e.currentTarget.checked)}
              />
            ),
          },
          {
            key: "edit",
            actions: true,
            cell: (m) => (
              <Group justify="flex-end">
                <Button size="xs" variant="light" onClick={() => onEdit(m)} data-testid="staff-mission-edit">
                  <FormattedMessage id="staff.missions.editButton" />
                </Button>
              </Group>
            ),
          },
        ]}
      />
    </Paper>
  );
}
