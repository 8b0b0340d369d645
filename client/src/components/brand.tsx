import { Link } from "wouter";
import { cn } from "@/lib/utils";

export const PRODUCT_NAME = "Mockup Studio";

export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={cn("size-7 shrink-0", className)}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <rect x="8" y="7" width="16" height="18" rx="1.5" fill="none" stroke="white" strokeWidth="2.5" />
      <path d="M11 21l4-5 3 3 2-2 2 4z" fill="white" />
    </svg>
  );
}

/** The product name with its mark, linking home. */
export function BrandLink({ className, onClick }: { className?: string; onClick?: () => void }) {
  return (
    <Link href="/" onClick={onClick} className={cn("inline-flex items-center gap-2.5 rounded-md font-semibold tracking-tight", className)}>
      <BrandMark />
      <span className="text-[17px]">{PRODUCT_NAME}</span>
    </Link>
  );
}
