import { useCallback, useMemo, useState } from "react";
import { toast } from "@/providers/notification";

export type FeedbackType = "success" | "error" | "info" | "warning";

export interface Feedback {
  type: FeedbackType;
  text: string;
}

export interface AuthFeedback {
  current: Feedback | null;
  /** Inline banner only: for validation, where the eye is already on the form. */
  inline: (type: FeedbackType, text: string) => void;
  /** Inline banner plus a toast: outcomes of a server call, seen even if the card turns away. */
  announce: (type: FeedbackType, text: string) => void;
  clear: () => void;
}

export const useAuthFeedback = (initial: Feedback | null = null): AuthFeedback => {
  const [current, setCurrent] = useState<Feedback | null>(initial);

  const inline = useCallback((type: FeedbackType, text: string) => setCurrent({ type, text }), []);
  const announce = useCallback((type: FeedbackType, text: string) => {
    setCurrent({ type, text });
    toast(type, text);
  }, []);
  const clear = useCallback(() => setCurrent(null), []);

  return useMemo(() => ({ current, inline, announce, clear }), [current, inline, announce, clear]);
};
