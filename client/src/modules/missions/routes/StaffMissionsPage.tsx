import { Stack } from "@mantine/core";
import { useMutation, useQuery } from "@apollo/client/react";
import { useState } from "react";
import { useErrorHandler } from "../../../shared/errors/useErrorHandler";
import { RequireStaff, StaffNav } from "../../staff";
import { MissionForm } from "../components/staff/MissionForm";
import { MissionStaffList } from "../components/staff/MissionStaffList";
import type { EditedMission } from "../forms/missionForm";
import { MissionsAdminQuery, SaveMissionMutation, SetMissionActiveMutation } from "../graphql/staffMissions";

/** /{lang}/admin/missions (staff with missionManage): every mission, a new one, edits, open or closed. */
export function StaffMissionsPage() {
  // Only staff get as far as the queries (RequireStaff tells anyone else, asking nothing).
  return (
    <RequireStaff>
      <StaffMissions />
    </RequireStaff>
  );
}

function StaffMissions() {
  const [editing, setEditing] = useState<EditedMission | null>(null);
  const handleError = useErrorHandler();
  const { data } = useQuery(MissionsAdminQuery, { fetchPolicy: "cache-and-network" });
  const [save, saved] = useMutation(SaveMissionMutation, { refetchQueries: [MissionsAdminQuery] });
  const [setActive] = useMutation(SetMissionActiveMutation);
  return (
    <Stack gap="lg" data-testid="staff-missions">
      <StaffNav current="missions" />
      <MissionForm
        editing={editing}
        onDone={() => setEditing(null)}
        saving={saved.loading}
        onSave={(input, m) => save({ variables: { id: m?.id ?? null, version: m?.version ?? null, input } })}
      />
      <MissionStaffList
        missions={data?.missionsAdmin ?? []}
        onEdit={setEditing}
        onToggle={(m, active) => {
          setActive({ variables: { id: m.id, version: m.version, active } }).catch(handleError);
        }}
      />
    </Stack>
  );
}
