import { Center, Loader } from "@mantine/core";

/** Shown while the first route (or a lazy page) loads. */
export function PageLoader() {
  return (
    <Center mih="40vh" data-testid="page-loader">
      <Loader type="dots" />
    </Center>
  );
}
