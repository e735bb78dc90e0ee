import { Stack } from "@mantine/core";
import { useState } from "react";
import { RequireStaff, StaffNav } from "../../staff";
import type { StaffCampaignDetailFragment } from "../../../gql/graphql";
import { CampaignForm } from "../components/staff/CampaignForm";
import { CampaignStaffList } from "../components/staff/CampaignStaffList";

/** /{lang}/admin/campaigns (staff with campaignManage): campaigns, their stamps and venue QR codes. */
export function StaffCampaignsPage() {
  const [editing, setEditing] = useState<StaffCampaignDetailFragment | null>(null);
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-campaigns">
        <StaffNav current="campaigns" />
        <CampaignForm editing={editing} onDone={() => setEditing(null)} />
        <CampaignStaffList onEdit={setEditing} />
      </Stack>
    </RequireStaff>
  );
}
