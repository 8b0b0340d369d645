import { MailWarning } from "lucide-react";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Spinner } from "@/components/ui/spinner";
import { useResendVerification } from "@/lib/auth/use-resend-verification";

/**
 * /admin for an administrator's address that is not verified yet: the server grants admin
 * rights only to a proven address, so the page says so (and offers a new link) instead of
 * sending the user to the studio without a word. Once verified, the page opens on its own:
 * the user is fetched again when the window regains focus.
 */
export function AdminNeedsVerification({ email }: { email: string }) {
  const resend = useResendVerification();
  return (
    <div className="mx-auto flex w-full max-w-md flex-1 flex-col justify-center px-4 py-10 sm:py-16">
      <Card>
        <CardHeader className="items-start gap-3 pb-5">
          <span className="flex size-11 items-center justify-center rounded-xl bg-primary-soft text-primary [&_svg]:size-5">
            <MailWarning aria-hidden="true" />
          </span>
          <div className="space-y-1.5">
            <h1 className="text-xl font-semibold leading-tight">Verify your e-mail to use the admin page</h1>
            <CardDescription>
              The admin page opens only once your address is confirmed. Open the link we sent to{" "}
              <span className="font-medium text-foreground [overflow-wrap:anywhere]">{email}</span>, then come back here.
            </CardDescription>
          </div>
        </CardHeader>
        <CardContent className="grid gap-3">
          <Button className="w-full" disabled={resend.isPending || resend.isSuccess} onClick={() => resend.mutate()}>
            {resend.isPending ? <Spinner className="text-current" /> : null}
            {resend.isSuccess ? "New link sent" : "Send me a new link"}
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link href="/app">Go to the studio</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
