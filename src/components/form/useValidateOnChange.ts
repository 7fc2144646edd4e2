import { useState } from "react";

/**
 * Not while the user first fills a form; on submit, then at every change, so a message goes once its field is mended
 * (FORM-1). Messages stay rules of their field; `open` restarts the count for a dialog that stays mounted.
 */
export const useValidateOnChange = (open = true) => {
  const [submitted, setSubmitted] = useState(false);
  const [openSeen, setOpenSeen] = useState(open);
  if (open !== openSeen) {
    setOpenSeen(open);
    if (open) setSubmitted(false);
  }
  return {
    submitted,
    /** call on every submit, valid or not */
    markSubmitted: () => setSubmitted(true),
    validateTrigger: submitted ? ("onChange" as const) : (false as const),
  };
};
