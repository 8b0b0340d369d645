import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";

/** A form's submit button that says what it is doing while the request runs. */
export function SubmitButton({ pending, label, pendingLabel }: { pending: boolean; label: string; pendingLabel: string }) {
  return (
    <Button type="submit" className="w-full sm:w-auto" disabled={pending}>
      {pending ? (
        <>
          <Spinner className="text-current" />
          {pendingLabel}
        </>
      ) : (
        label
      )}
    </Button>
  );
}
