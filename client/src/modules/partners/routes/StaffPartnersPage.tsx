import { Stack } from "@mantine/core";
import { useState } from "react";
import { RequireStaff, StaffNav } from "../../staff";
import { DeliveryLog } from "../components/staff/DeliveryLog";
import { PartnerForm, type EditedPartner } from "../components/staff/PartnerForm";
import { PartnerList } from "../components/staff/PartnerList";
import { SecretsShown, type ShownSecrets } from "../components/staff/SecretsShown";

/**
 * /{lang}/admin/partners (staff with partnerManage): partner platforms — register (key and secret shown
 * once), scopes, on/off, key and secret rotation, and each partner's webhook delivery log with redelivery.
 */
export function StaffPartnersPage() {
  const [editing, setEditing] = useState<EditedPartner | null>(null);
  const [secrets, setSecrets] = useState<ShownSecrets | null>(null);
  const [selected, setSelected] = useState<string | null>(null);
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-partners">
        <StaffNav current="partners" />
        {secrets ? <SecretsShown secrets={secrets} onDismiss={() => setSecrets(null)} /> : null}
        <PartnerForm editing={editing} onDone={() => setEditing(null)} onSecrets={setSecrets} />
        <PartnerList selected={selected} onEdit={setEditing} onSelect={setSelected} onSecrets={setSecrets} />
        {selected ? <DeliveryLog partnerId={selected} /> : null}
      </Stack>
    </RequireStaff>
  );
}
