import { useTranslate } from "@refinedev/core";

interface FailedSubmit {
  errorFields: readonly { errors: readonly string[] }[];
}

const REGION_ID = "form-error-announcer";
const HIDDEN =
  "position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0";

/** Announces a failed submit in an alert region inside the open dialog, filled a moment later so it is heard. */
export const announceErrors = ({ errorFields }: FailedSubmit, summary: (errors: string) => string): void => {
  if (typeof document === "undefined") return;
  const errors = [...new Set(errorFields.flatMap((field) => field.errors))].join(". ");
  if (!errors) return;
  // Worded as a whole ("Please correct: …"), not as a copy of a field's message.
  const text = summary(errors);
  document.getElementById(REGION_ID)?.remove();
  const region = document.createElement("div");
  region.id = REGION_ID;
  region.setAttribute("role", "alert");
  region.style.cssText = HIDDEN;
  const host = document.activeElement?.closest("[role='dialog']") ?? document.body;
  host.appendChild(region);
  setTimeout(() => {
    region.textContent = text;
  }, 100);
  // For that submit only: once a field is edited it is out of date, and the next failed submit says what is left.
  const clear = () => {
    region.remove();
    host.removeEventListener("input", clear, true);
    host.removeEventListener("change", clear, true);
  };
  host.addEventListener("input", clear, true);
  host.addEventListener("change", clear, true);
};

export const useAnnounceErrors = (): ((failed: FailedSubmit) => void) => {
  const t = useTranslate();
  return (failed) => announceErrors(failed, (errors) => t("def.form_errors", { errors }));
};
