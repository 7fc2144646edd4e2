import type { KeyboardEvent, ReactNode } from "react";
import { useTranslate } from "@refinedev/core";
import { LazyModal } from "./LazyModal";

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  description?: ReactNode;
  confirmText?: ReactNode;
  cancelText?: ReactNode;
  danger?: boolean;
  loading?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

const OWN_ENTER_KEY = new Set(["BUTTON", "A", "INPUT", "TEXTAREA", "SELECT"]);

/** Esc cancels; Enter anywhere in the dialog confirms, except on a focused button, which keeps its own Enter. */
export const ConfirmDialog = ({
  open,
  title,
  description,
  confirmText,
  cancelText,
  danger = false,
  loading = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) => {
  const t = useTranslate();

  const confirm = () => {
    if (!loading) onConfirm();
  };

  // The dialog is portalled, but React still bubbles its key events through this element.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    // antd recognises Esc by the legacy keyCode alone and then stops the event, so this only runs
    // for key events that carry no keyCode (synthetic ones, some assistive tools).
    if (event.key === "Escape") {
      onCancel();
      return;
    }
    if (event.key !== "Enter" || event.nativeEvent.isComposing) return;
    const target = event.target as HTMLElement;
    if (OWN_ENTER_KEY.has(target.tagName)) return;
    event.preventDefault();
    confirm();
  };

  return (
    <div style={{ display: "contents" }} onKeyDown={handleKeyDown}>
      <LazyModal
        open={open}
        title={title}
        okText={confirmText ?? t("def.widgets.confirm.confirm")}
        cancelText={cancelText ?? t("def.widgets.confirm.cancel")}
        okButtonProps={{ danger }}
        confirmLoading={loading}
        onOk={confirm}
        onCancel={onCancel}
        keyboard
        maskClosable={!loading}
        destroyOnHidden
        centered
      >
        {description}
      </LazyModal>
    </div>
  );
};
