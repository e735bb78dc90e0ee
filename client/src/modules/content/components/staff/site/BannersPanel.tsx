import { Paper, Skeleton, Stack, Text, Title } from "@mantine/core";
import { useQuery } from "@apollo/client/react";
import { FormattedMessage } from "react-intl";
import { CONTENT_LIMITS } from "@vitrine/schema";
import { ErrorState } from "../../../../../shared/ui/ErrorState";
import { StaffMarketplaceBannersQuery } from "../../../graphql/site";
import { BannerEditor } from "./BannerEditor";

/** The marketplace banners in display order, each editable, and a form for a new one. */
export function BannersPanel() {
  const { data, error, refetch } = useQuery(StaffMarketplaceBannersQuery);
  const banners = data?.staffMarketplaceBanners;
  const refresh = () => void refetch();
  let body;
  if (error && !banners) body = <ErrorState error={error} onRetry={refresh} />;
  else if (!banners) body = <Skeleton height={240} />;
  else {
    const nextPosition = banners.reduce((max, b) => Math.max(max, b.position + 1), 0);
    body = (
      <Stack gap="md">
        {banners.length === 0 ? (
          <Text size="sm" c="dimmed">
            <FormattedMessage id="staff.site.banner.none" />
          </Text>
        ) : null}
        {banners.map((banner) => (
          <BannerEditor key={banner.id} banner={banner} nextPosition={0} onChanged={refresh} />
        ))}
        {banners.length < CONTENT_LIMITS.banners ? (
          <>
            <Title order={3} size="h5">
              <FormattedMessage id="staff.site.banner.new" />
            </Title>
            <BannerEditor
              key={`new-${banners.length}`}
              banner={null}
              nextPosition={Math.min(nextPosition, 999)}
              onChanged={refresh}
            />
          </>
        ) : null}
      </Stack>
    );
  }
  return (
    <Paper withBorder radius="md" p="md" bg="dark.7" data-testid="staff-banners">
      <Stack gap="md">
        <Title order={2} size="h4">
          <FormattedMessage id="staff.site.banner.title" />
        </Title>
        {body}
      </Stack>
    </Paper>
  );
}
