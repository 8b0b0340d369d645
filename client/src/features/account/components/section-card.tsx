import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { cn } from "@/lib/utils";

type SectionCardProps = { title: string; description: ReactNode; children: ReactNode; tone?: "default" | "danger"; headingId?: string };

/** One block of the account page: what it is on the left (or above), the controls beside it. */
export function SectionCard({ title, description, children, tone = "default", headingId }: SectionCardProps) {
  const id = headingId ?? `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <Card aria-labelledby={id} role="region" className={cn("md:grid md:grid-cols-[minmax(0,15rem)_1fr]", tone === "danger" && "border-destructive/30")}>
      <CardHeader className="pb-4 md:pb-6">
        <h2 id={id} className={cn("text-base font-semibold", tone === "danger" && "text-destructive")}>
          {title}
        </h2>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="md:pt-6">{children}</CardContent>
    </Card>
  );
}
