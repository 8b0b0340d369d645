import { CircleAlert, CircleCheck, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useSearchParams } from "wouter";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { getErrorMessage } from "@/lib/api";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { useResendVerification } from "@/lib/auth/use-resend-verification";
import { useVerifyEmail } from "./api/verify-email";
import { StatusCard } from "./components/status-card";

/** /verify-email?token=…: the page behind verification and e-mail-change links. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const verify = useVerifyEmail();
  const { user } = useCurrentUser();
  const resend = useResendVerification();
  // A link works once: StrictMode's second effect run (and re-renders) must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = user ? (
    <Button asChild className="w-full">
      <Link href="/app">Continue to the studio</Link>
    </Button>
  ) : (
    <Button asChild className="w-full">
      <Link href="/login">Sign in</Link>
    </Button>
  );

  if (!token) return <StatusCard icon={<CircleAlert />} title="This link is incomplete" description="Open the link from the e-mail again.">{next}</StatusCard>;
  if (verify.isSuccess) return <StatusCard icon={<CircleCheck />} title="E-mail verified" description={verify.data.message}>{next}</StatusCard>;
  if (verify.isError) {
    return (
      <StatusCard icon={<CircleAlert />} title="We could not verify your e-mail" description={getErrorMessage(verify.error, "Please try again.")}>
        <div className="grid gap-3">
          {user && !user.emailVerified ? (
            <Button variant="outline" className="w-full" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
              {resend.isPending ? <Spinner className="text-current" /> : null}
              {resend.isSuccess ? "New link sent" : "Send me a new link"}
            </Button>
          ) : null}
          {next}
        </div>
      </StatusCard>
    );
  }
  return (
    <StatusCard icon={<MailCheck />} title="Verifying your e-mail...">
      <div role="status" className="flex justify-center py-2">
        <Spinner />
      </div>
    </StatusCard>
  );
}
