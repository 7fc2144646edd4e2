import type { ReactNode } from "react";
import { useSectionsPending } from "@/providers/i18n";
import { FullPageSpin } from "@/components/layout/FullPageSpin";

/** Right after sign-in the signed-in translations may still load: the spinner stays rather than raw keys. */
export function TranslationsGate({ children }: { children: ReactNode }) {
  const pending = useSectionsPending();
  return pending ? <FullPageSpin /> : <>{children}</>;
}
