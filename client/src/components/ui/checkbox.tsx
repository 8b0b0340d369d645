import * as CheckboxPrimitive from "@radix-ui/react-checkbox";
import { Check } from "lucide-react";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function Checkbox({ className, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer group/checkbox flex size-4 shrink-0 items-center justify-center rounded-[4px] border border-input bg-card shadow-xs transition-colors",
        "data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground",
        "disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      {/* The tick is shown by CSS, not Radix's Indicator: its presence check reads computed style
          as it mounts, a forced style pass per checked box while the page renders (issue 32). */}
      <Check className="hidden size-3.5 group-data-[state=checked]/checkbox:block" strokeWidth={3} aria-hidden="true" />
    </CheckboxPrimitive.Root>
  );
}
