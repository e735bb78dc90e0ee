import { Anchor, Group, Skeleton, Stack } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { IconArrowLeft } from "@tabler/icons-react";
import { FormattedMessage } from "react-intl";
import { Link, useNavigate, useParams } from "react-router";
import { RequireStaff, StaffNav } from "../../staff";
import { useLocale } from "../../../shared/i18n/LocaleContext";
import { ErrorState } from "../../../shared/ui/ErrorState";
import { StaffContentItemQuery } from "../graphql/staff";
import { ContentEditor } from "../components/staff/ContentEditor";
import { staffContentItemUrl, staffContentUrl } from "../urls";

/** /{lang}/admin/content/new and /{lang}/admin/content/:id (staff with contentManage): the editor. */
export function StaffContentEditPage() {
  const { id } = useParams();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const { data, error, refetch } = useQuery(StaffContentItemQuery, {
    variables: { id: id ?? "" },
    skip: !id,
  });
  const item = data?.staffContentItem;
  let body;
  if (!id)
    body = (
      <ContentEditor
        item={null}
        onCreated={(newId) => void navigate(staffContentItemUrl(locale, newId), { replace: true })}
        onReload={async () => undefined}
      />
    );
  else if (error && !item) body = <ErrorState error={error} onRetry={() => void refetch()} />;
  else if (!item) body = <Skeleton height={420} data-testid="staff-content-loading" />;
  else
    body = (
      <ContentEditor
        key={item.id}
        item={item}
        onCreated={() => undefined}
        onReload={async () => (await refetch()).data?.staffContentItem}
      />
    );
  return (
    <RequireStaff>
      <Stack gap="lg" data-testid="staff-content-edit">
        <StaffNav current="content" />
        <Group>
          <Anchor component={Link} to={staffContentUrl(locale)} size="sm">
            <Group gap={4} component="span">
              <IconArrowLeft size={14} />
              <FormattedMessage id="staff.content.backToList" />
            </Group>
          </Anchor>
        </Group>
        {body}
      </Stack>
    </RequireStaff>
  );
}
