import { Stack } from "@mantine/core";
import { RequireStaff, StaffNav } from "../../staff";
import { BroadcastForm } from "../components/BroadcastForm";
import { BroadcastList } from "../components/BroadcastList";

/** /{lang}/admin/broadcast (staff with noticeBroadcast): announcements to every member or a segment. */
export function StaffBroadcastPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-broadcast">
        <StaffNav current="broadcast" />
        <BroadcastForm />
        <BroadcastList />
      </Stack>
    </RequireStaff>
  );
}
