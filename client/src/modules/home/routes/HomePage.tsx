import { Stack } from "@mantine/core";
import { useSearchParams } from "react-router";
import { Hero } from "../components/Hero";
import { LatestReleases } from "../components/LatestReleases";
import { ExploreByChain } from "../components/ExploreByChain";
import { SearchResults } from "../components/SearchResults";

/** Home: search results when ?search= is present, else hero, latest releases and explore-by-chain. */
export function HomePage() {
  const [params] = useSearchParams();
  const search = params.get("search")?.trim();
  if (search) return <SearchResults key={search} text={search} />;
  return (
    <Stack gap={48}>
      <Hero />
      <LatestReleases />
      <ExploreByChain />
    </Stack>
  );
}
