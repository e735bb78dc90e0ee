import { Button, Group, Stack } from "@mantine/core";
import { IconPlus } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link } from "react-router";
import { RequireStaff, StaffNav } from "../../staff";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { StaffContentList } from "../components/staff/StaffContentList";
import { staffContentNewUrl } from "../urls";

/** /{lang}/admin/content (staff with contentManage): every item, filtered, and a new one. */
export function StaffContentPage() {
  const { locale } = useLocale();
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-content">
        <StaffNav current="content" />
        <Group justify="flex-end">
          <Button
            component={Link}
            to={staffContentNewUrl(locale)}
            leftSection={<IconPlus size={16} />}
            data-testid="staff-content-new"
          >
            <FormattedMessage id="staff.content.new" />
          </Button>
        </Group>
        <StaffContentList />
      </Stack>
    </RequireStaff>
  );
}
