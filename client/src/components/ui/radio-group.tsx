import * as RadioGroupPrimitive from "@radix-ui/react-radio-group";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

export function RadioGroup({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn("grid gap-3", className)} {...props} />;
}

export function RadioGroupItem({ className, ...props }: ComponentProps<typeof RadioGroupPrimitive.Item>) {
  return (
    <RadioGroupPrimitive.Item
      data-slot="radio-group-item"
      className={cn(
        "peer group/radio flex aspect-square size-4 shrink-0 items-center justify-center rounded-full border border-input bg-card shadow-xs transition-colors",
        "data-[state=checked]:border-primary disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      {/* Shown by CSS, not Radix's Indicator (see the checkbox). */}
      <span className="hidden size-2 rounded-full bg-primary group-data-[state=checked]/radio:block" />
    </RadioGroupPrimitive.Item>
  );
}
