import { type ReactNode, useId } from "react";
import { Link } from "wouter";
import { PageContainer } from "@/components/page-header";
import { cn } from "@/lib/utils";

type LegalPageProps = { title: string; intro: ReactNode; updated?: string; children: ReactNode };

/** Terms, Privacy and Contact: one readable column, the title, a plain-words summary, then sections. */
export function LegalPage({ title, intro, updated, children }: LegalPageProps) {
  return (
    <PageContainer className="max-w-3xl">
      <header className="border-b pb-8">
        <h1 className="text-3xl font-semibold tracking-tight sm:text-4xl">{title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-muted-foreground">{intro}</p>
        {updated ? <p className="mt-4 text-sm text-muted-foreground">Last updated {updated}</p> : null}
      </header>
      <div className="mt-10 space-y-12">{children}</div>
    </PageContainer>
  );
}

/** One section of a legal page: an h2 and its text, at a comfortable line length. */
export function LegalSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 space-y-4 text-[15px] leading-relaxed text-foreground/90 sm:text-base [&_li]:pl-1 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5">
        {children}
      </div>
    </section>
  );
}

const linkClass = "font-medium text-primary underline decoration-primary/40 underline-offset-4 transition-colors hover:decoration-primary";

/** A link in running text: inside the app through the router, anything else (mailto:) as it is. */
export function TextLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  if (href.startsWith("/")) {
    return (
      <Link href={href} className={cn(linkClass, className)}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} className={cn(linkClass, className)}>
      {children}
    </a>
  );
}
