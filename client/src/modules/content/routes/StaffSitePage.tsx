import { Stack } from "@mantine/core";
import { RequireStaff, StaffNav } from "../../staff";
import { LaunchNoticeForm } from "../components/staff/site/LaunchNoticeForm";
import { BannersPanel } from "../components/staff/site/BannersPanel";

/** /{lang}/admin/site (staff with contentManage): the launch notice bar and the marketplace banners. */
export function StaffSitePage() {
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-site">
        <StaffNav current="site" />
        <LaunchNoticeForm />
        <BannersPanel />
      </Stack>
    </RequireStaff>
  );
}
