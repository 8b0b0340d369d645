import { Download } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ACCOUNT_EXPORT_URL } from "../api/account-export-url";
import { SectionCard } from "./section-card";

export function DataSection({ premium }: { premium: boolean }) {
  return (
    <SectionCard title="Your data" description="Take everything with you, whenever you like.">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">
          A ZIP file with your profile, plan, saved mockups, rooms and artworks (as JSON), your room photos and
          artworks, and the saved images
          {premium ? " at full resolution." : " (display copies up to 1200 px; Premium includes full resolution)."}
        </p>
        <Button asChild variant="outline" className="w-full shrink-0 sm:w-auto">
          <a href={ACCOUNT_EXPORT_URL} download>
            <Download aria-hidden="true" />
            Download my data
          </a>
        </Button>
      </div>
    </SectionCard>
  );
}
