import { Stack } from "@mantine/core";
import { RequireStaff, StaffNav } from "../../staff";
import { CreateEventForm } from "../components/staff/CreateEventForm";
import { IssuerForm } from "../components/staff/IssuerForm";
import { StaffEventList } from "../components/staff/StaffEventList";

/**
 * /{lang}/admin/events (staff with redemptionManage): the events, a new event, each event's
 * administrators and codes, and issuers granted per publisher.
 */
export function StaffEventsPage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-events">
        <StaffNav current="events" />
        <StaffEventList />
        <CreateEventForm />
        <IssuerForm />
      </Stack>
    </RequireStaff>
  );
}
