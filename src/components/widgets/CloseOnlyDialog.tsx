import { Button, type ModalProps } from "antd";
import { LazyModal } from "./LazyModal";

type CloseOnlyDialogProps = Pick<
  ModalProps,
  "open" | "title" | "width" | "destroyOnHidden" | "afterClose" | "children"
> & {
  onClose: () => void;
  closeText: string;
};

export const CloseOnlyDialog = ({ onClose, closeText, children, ...modal }: CloseOnlyDialogProps) => (
  <LazyModal {...modal} onCancel={onClose} footer={<Button onClick={onClose}>{closeText}</Button>}>
    {children}
  </LazyModal>
);
