import { Stack } from "@mantine/core";
import { useState } from "react";
import { RequireStaff, StaffNav } from "../../staff";
import { CelebrityForm, type EditedCelebrity } from "../components/staff/CelebrityForm";
import { CelebrityStaffList } from "../components/staff/CelebrityStaffList";

/** /{lang}/admin/celebrities (staff with celebrityManage): the celebrities, a new one, edits, on/off the board. */
export function StaffCelebritiesPage() {
  const [editing, setEditing] = useState<EditedCelebrity | null>(null);
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-celebrities">
        <StaffNav current="celebrities" />
        <CelebrityForm editing={editing} onDone={() => setEditing(null)} />
        <CelebrityStaffList onEdit={setEditing} />
      </Stack>
    </RequireStaff>
  );
}
