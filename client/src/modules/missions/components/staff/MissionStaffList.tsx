import { Badge, Button, Group, Paper, Switch, Table, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { FormattedMessage, useIntl } from "react-intl";
import { useErrorHandler } from "../../../../shared/errors/useErrorHandler";
import { MissionsAdminQuery, SetMissionActiveMutation } from "../../graphql/staffMissions";
import type { EditedMission } from "../../forms/missionForm";
import { EVENT_MESSAGES, KIND_MESSAGES, messageOf } from "../../messages";

/** Staff: every mission (newest number first) with its rule and reward, on/off and an edit button. */
export function MissionStaffList({ onEdit }: { onEdit: (m: EditedMission) => void }) {
  const intl = useIntl();
  const handleError = useErrorHandler();
  const { data } = useQuery(MissionsAdminQuery, { fetchPolicy: "cache-and-network" });
  const [setActive] = useMutation(SetMissionActiveMutation);
  const missions = data?.missionsAdmin ?? [];
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
                      onChange={(e) => {
                        setActive({
                          variables: { id: m.id, version: m.version, active: e.currentTarget.checked },
                        }).catch(handleError);
                      }}
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
