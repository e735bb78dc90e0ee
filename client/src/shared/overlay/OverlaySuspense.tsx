import { Suspense, type ReactNode } from "react";
import { Center, Loader } from "@mantine/core";

/** The loading state of an overlay whose content is a lazy chunk (About, the commodity explainer). */
export function OverlaySuspense({ children }: { children: ReactNode }) {
  return (
    <Suspense
      fallback={
        <Center py="xl">
          <Loader type="dots" />
        </Center>
      }
    >
      {children}
    </Suspense>
  );
}
