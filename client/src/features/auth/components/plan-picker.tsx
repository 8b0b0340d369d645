import type { SubscriptionTier } from "@shared/constants";
import { FREE_DOWNLOAD_LIMIT, PREMIUM_PRICE_USD } from "@shared/constants";
import { Label } from "@/components/ui/label";
import { RadioGroup, RadioGroupItem } from "@/components/ui/radio-group";
import { cn } from "@/lib/utils";

const PLANS: { value: SubscriptionTier; name: string; price: string; blurb: string }[] = [
  { value: "free", name: "Free", price: "$0", blurb: `${FREE_DOWNLOAD_LIMIT} downloads in total` },
  { value: "premium", name: "Premium", price: `$${PREMIUM_PRICE_USD}/month`, blurb: "Unlimited downloads, all templates" },
];

type PlanPickerProps = {
  value: SubscriptionTier;
  onChange: (value: SubscriptionTier) => void;
  error?: string;
  name?: string;
};

export function PlanPicker({ value, onChange, error, name }: PlanPickerProps) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Plan</legend>
      <RadioGroup
        name={name}
        value={value}
        onValueChange={(v) => onChange(v as SubscriptionTier)}
        aria-describedby={error ? "plan-error" : undefined}
        className="grid gap-3 sm:grid-cols-2"
      >
        {PLANS.map((plan) => (
          <Label
            key={plan.value}
            htmlFor={`plan-${plan.value}`}
            className={cn(
              "flex cursor-pointer items-start gap-3 rounded-lg border bg-card p-3.5 font-normal transition-colors hover:bg-accent/50",
              value === plan.value && "border-primary bg-primary-soft/50 ring-1 ring-primary hover:bg-primary-soft/50",
            )}
          >
            <RadioGroupItem id={`plan-${plan.value}`} value={plan.value} className="mt-0.5" />
            <span className="grid gap-1">
              <span className="flex items-baseline gap-2">
                <span className="font-semibold">{plan.name}</span>
                <span className="text-xs text-muted-foreground">{plan.price}</span>
              </span>
              <span className="text-xs leading-snug text-muted-foreground">{plan.blurb}</span>
            </span>
          </Label>
        ))}
      </RadioGroup>
      {error ? (
        <p id="plan-error" className="text-[13px] font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
