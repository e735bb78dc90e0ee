import { Stack } from "@mantine/core";
import { useState } from "react";
import { RequireStaff, StaffNav } from "../../staff";
import { MissionForm } from "../components/staff/MissionForm";
import { MissionStaffList } from "../components/staff/MissionStaffList";
import type { EditedMission } from "../forms/missionForm";

/** /{lang}/admin/missions (staff with missionManage): every mission, a new one, edits, open or closed. */
export function StaffMissionsPage() {
  const [editing, setEditing] = useState<EditedMission | null>(null);
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-missions">
        <StaffNav current="missions" />
        <MissionForm editing={editing} onDone={() => setEditing(null)} />
        <MissionStaffList onEdit={setEditing} />
      </Stack>
    </RequireStaff>
  );
}
