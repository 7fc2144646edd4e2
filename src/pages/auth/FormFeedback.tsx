import { Alert } from "antd";
import type { Feedback } from "./useAuthFeedback";

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
