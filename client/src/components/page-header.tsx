import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type PageHeaderProps = { title: string; description?: ReactNode; actions?: ReactNode; className?: string };

/** The heading block every signed-in page starts with. */
export function PageHeader({ title, description, actions, className }: PageHeaderProps) {
  return (
    <div className={cn("flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between", className)}>
      <div className="space-y-1.5">
        <h1 className="text-2xl font-semibold sm:text-3xl">{title}</h1>
        {description ? <p className="text-muted-foreground">{description}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 gap-2">{actions}</div> : null}
    </div>
  );
}

/** The page-width container with the house spacing. */
export function PageContainer({ children, className }: { children: ReactNode; className?: string }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-12", className)}>{children}</div>;
}
