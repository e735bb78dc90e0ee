import { Stack } from "@mantine/core";
import { RequireStaff, StaffNav } from "../../staff";
import { TakedownForm } from "../components/staff/TakedownForm";
import { TemplateManager } from "../components/staff/TemplateManager";

/** /{lang}/admin/showrooms (staff with showroomModerate): room templates and take-downs. */
export function StaffShowroomsPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-showrooms">
        <StaffNav current="showrooms" />
        <TemplateManager />
        <TakedownForm />
      </Stack>
    </RequireStaff>
  );
}
