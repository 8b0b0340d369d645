import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";

type StatusCardProps = { icon: ReactNode; title: string; description?: ReactNode; children?: ReactNode };

/** The single centred card of the link pages (reset password, verify e-mail). */
export function StatusCard({ icon, title, description, children }: StatusCardProps) {
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-start gap-3 pb-5">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">{icon}</span>
          <div className="space-y-1.5">
            <h1 className="text-xl font-semibold leading-tight">{title}</h1>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </div>
        </CardHeader>
        {children ? <CardContent>{children}</CardContent> : null}
      </Card>
    </div>
  );
}
