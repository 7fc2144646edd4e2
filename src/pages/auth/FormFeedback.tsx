import { Alert } from "antd";
import type { Feedback } from "./useAuthFeedback";

/** The inline banner above a form's fields; role="alert" so screen readers hear the outcome. */
export const FormFeedback = ({ feedback, onClose }: { feedback: Feedback | null; onClose: () => void }) => {
  if (!feedback) return null;
  return (
    <Alert
      role="alert"
      type={feedback.type}
      message={feedback.text}
      showIcon
      closable
      onClose={onClose}
      style={{ marginBottom: 16 }}
    />
  );
};
