import { Badge, Button, Group, Paper, Switch, Table, Text, Title } from "@mantine/core";
import { FormattedMessage, useIntl } from "react-intl";
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
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing="xs">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>
                <FormattedMessage id="staff.missions.numberField" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="staff.missions.titleField" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="staff.missions.kind" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="staff.missions.rule" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="staff.missions.rewardField" />
              </Table.Th>
              <Table.Th>
                <FormattedMessage id="staff.missions.active" />
              </Table.Th>
              <Table.Th />
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {missions.map((m) => {
              const title =
                m.texts.find((t) => t.language === intl.locale) ?? m.texts.find((t) => t.language === "tw");
              return (
                <Table.Tr key={m.id} data-testid="staff-mission-row" data-mission={m.id}>
                  <Table.Td>{m.number}</Table.Td>
                  <Table.Td>
                    <Text size="sm">{title?.title ?? ""}</Text>
                  </Table.Td>
                  <Table.Td>
                    <Badge variant="light">{text(KIND_MESSAGES, m.kind)}</Badge>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">
                      <FormattedMessage
                        id="staff.missions.ruleText"
                        values={{ event: text(EVENT_MESSAGES, m.event), target: m.target }}
                      />
                    </Text>
                  </Table.Td>
                  <Table.Td>{m.reward}</Table.Td>
                  <Table.Td>
                    <Switch
                      checked={m.active}
                      aria-label={intl.formatMessage({ id: "staff.missions.active" })}
                      data-testid="staff-mission-active"
                      onChange={(e) => onToggle(m, e.currentTarget.checked)}
                    />
                  </Table.Td>
                  <Table.Td>
                    <Group justify="flex-end">
                      <Button
                        size="xs"
                        variant="light"
                        onClick={() => onEdit(m)}
                        data-testid="staff-mission-edit"
                      >
                        <FormattedMessage id="staff.missions.editButton" />
                      </Button>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Paper>
  );
}
