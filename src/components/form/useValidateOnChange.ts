import { useState } from "react";

/**
 * When a form checks its fields: not while the user first fills it, then on submit, and from the
 * first submit on at every change, so a message goes the moment its field is mended (spec §5).
 * Every form kind takes its trigger from here, and keeps each message as a rule of its field:
 * a message held in the dialog's own state is not re-checked on change, and stays red after the
 * input is fixed. `open` restarts the count for a dialog that stays mounted between openings.
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
    /** the <Form>'s validateTrigger */
    validateTrigger: submitted ? ("onChange" as const) : (false as const),
  };
};
