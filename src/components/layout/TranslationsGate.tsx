import type { ReactNode } from "react";
import { useSectionsPending } from "@/providers/i18n";
import { FullPageSpin } from "@/components/layout/FullPageSpin";

/**
 * Right after sign-in the signed-in translation sections may still be loading (the sign-in page
 * loads only its own): the spinner the shell's chunk showed stays a moment longer rather than a
 * frame of raw keys.
 */
export function TranslationsGate({ children }: { children: ReactNode }) {
  const pending = useSectionsPending();
  return pending ? <FullPageSpin /> : <>{children}</>;
}
