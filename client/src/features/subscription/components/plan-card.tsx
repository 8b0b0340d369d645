import { Check, Minus, X } from "lucide-react";
import { type ReactNode, useId } from "react";
import { cn } from "@/lib/utils";

export type PlanFeature = { text: string; kind: "included" | "limited" | "excluded" };

type PlanCardProps = {
  name: string;
  price: string;
  priceNote?: string;
  description: string;
  features: PlanFeature[];
  badge?: string;
  highlighted?: boolean;
  children?: ReactNode;
};

const FEATURE_ICON = {
  included: { Icon: Check, className: "bg-primary-soft text-primary", label: "Included" },
  limited: { Icon: Minus, className: "bg-amber-100 text-amber-800", label: "Limited" },
  excluded: { Icon: X, className: "bg-muted text-muted-foreground", label: "Not included" },
} as const;

/** A plan with its price, what it includes and (as children) its action or usage. */
export function PlanCard({ name, price, priceNote, description, features, badge, highlighted = false, children }: PlanCardProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className={cn(
        "relative flex flex-col rounded-xl border bg-card p-6 shadow-[0_1px_2px_rgb(31_27_23/0.04),0_8px_24px_-12px_rgb(31_27_23/0.08)] sm:p-8",
        highlighted && "border-primary/60 ring-1 ring-primary/60",
      )}
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="text-lg font-semibold">
          {name}
        </h2>
        {badge ? (
          <span
            className={cn(
              "shrink-0 rounded-full px-2.5 py-1 text-xs font-semibold",
              highlighted ? "bg-primary text-primary-foreground" : "bg-foreground/[0.07] text-foreground",
            )}
          >
            {badge}
          </span>
        ) : null}
      </div>
      <p className="mt-4 flex flex-wrap items-baseline gap-x-1.5">
        <span className="text-4xl font-semibold tracking-tight">{price}</span>
        {priceNote ? <span className="text-sm text-muted-foreground">{priceNote}</span> : null}
      </p>
      <p className="mt-2 text-sm text-muted-foreground">{description}</p>
      <ul className="mt-6 grid gap-3 border-t pt-6">
        {features.map(({ text, kind }) => {
          const { Icon, className, label } = FEATURE_ICON[kind];
          return (
            <li key={text} className={cn("flex items-start gap-3 text-[15px]", kind === "excluded" && "text-muted-foreground")}>
              <span className={cn("mt-0.5 flex size-5 shrink-0 items-center justify-center rounded-full", className)}>
                <Icon className="size-3.5" strokeWidth={3} aria-hidden="true" />
              </span>
              <span>
                <span className="sr-only">{label}: </span>
                {text}
              </span>
            </li>
          );
        })}
      </ul>
      {children ? <div className="mt-auto pt-8">{children}</div> : null}
    </section>
  );
}
