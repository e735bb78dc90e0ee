import { Stack, Text, Title } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { FormattedMessage } from "react-intl";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { MissionForm } from "../components/staff/MissionForm";
import { MissionStaffList } from "../components/staff/MissionStaffList";
import type { EditedMission } from "../forms/missionForm";
import {
  IssuerMissionsQuery,
  SaveIssuerMissionMutation,
  SetIssuerMissionActiveMutation,
} from "../graphql/staffMissions";

/**
 * /{lang}/users/mission/issuer: issuers (members holding the issuer role of a publisher) define the
 * ISSUER missions of their own publishers, e.g. "hold three cards of this series".
 */
export function IssuerMissionsPage() {
  const [editing, setEditing] = useState<EditedMission | null>(null);
  const handleError = useErrorHandler();
  const { data } = useQuery(IssuerMissionsQuery, { fetchPolicy: "cache-and-network" });
  const [save, saved] = useMutation(SaveIssuerMissionMutation, { refetchQueries: [IssuerMissionsQuery] });
  const [setActive] = useMutation(SetIssuerMissionActiveMutation);
  return (
    <Stack gap="lg" data-testid="issuer-missions">
      <Stack gap={4}>
        <Title order={1}>
          <FormattedMessage id="missions.issuer.title" />
        </Title>
        <Text c="dimmed">
          <FormattedMessage id="missions.issuer.intro" />
        </Text>
      </Stack>
      <MissionForm
        issuer
        editing={editing}
        onDone={() => setEditing(null)}
        saving={saved.loading}
        onSave={(input, m) => save({ variables: { id: m?.id ?? null, version: m?.version ?? null, input } })}
      />
      <MissionStaffList
        missions={data?.issuerMissions ?? []}
        onEdit={setEditing}
        onToggle={(m, active) => {
          setActive({ variables: { id: m.id, version: m.version, active } }).catch(handleError);
        }}
      />
    </Stack>
  );
}
