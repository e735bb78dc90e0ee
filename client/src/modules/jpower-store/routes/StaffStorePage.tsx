import { useState } from "react";
import { Stack } from "@mantine/core";
import { mayRunStaffOperation } from "@vitrine/schema";
import { useLocation } from "react-router";
import { useViewer } from "../../accounts";
import { RequireStaff, StaffNav } from "../../staff";
import { StoreItemForm, type EditedStoreItem } from "../components/staff/StoreItemForm";
import { StoreItemList } from "../components/staff/StoreItemList";
import { StoreOrderQueue } from "../components/staff/StoreOrderQueue";

/**
 * /{lang}/admin/store (storeManage: the items, a new one, edits) and /{lang}/admin/store/orders
 * (storeFulfil: the orders to ship, deliver or cancel).
 */
export function StaffStorePage() {
  const [editing, setEditing] = useState<EditedStoreItem | null>(null);
  const { viewer } = useViewer();
  const roles = viewer?.staffRoles ?? [];
  const orders = useLocation().pathname.endsWith("/orders");
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-store">
        <StaffNav current={orders ? "storeOrders" : "store"} />
        {orders && mayRunStaffOperation(roles, "storeFulfil") ? <StoreOrderQueue /> : null}
        {!orders && mayRunStaffOperation(roles, "storeManage") ? (
          <>
            <StoreItemForm editing={editing} onDone={() => setEditing(null)} />
            <StoreItemList onEdit={setEditing} />
          </>
        ) : null}
      </Stack>
    </RequireStaff>
  );
}
