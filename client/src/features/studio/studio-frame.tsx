import { type ReactNode, memo } from "react";
import { PageHeader } from "@/components/page-header";
import { PageSpinner } from "@/components/ui/spinner";

const StudioHeading = memo(function StudioHeading() {
  return <PageHeader title="Create Mockups" description="Upload your artwork once and see it in every frame and room." />;
});

/**
 * The studio's page box and heading. The page and what shows while its code loads share it, so the
 * title is on screen first and stays in place when the page arrives (issue 32: on a phone's network
 * the studio's code is most of the wait).
 */
export function StudioFrame({ children }: { children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-[88rem] px-4 py-8 sm:px-6 sm:py-10">
      <StudioHeading />
      {children}
    </div>
  );
}

/** The studio while its code loads. */
export const studioLoading = (
  <StudioFrame>
    <PageSpinner label="Loading..." className="min-h-dvh justify-start" />
  </StudioFrame>
);
