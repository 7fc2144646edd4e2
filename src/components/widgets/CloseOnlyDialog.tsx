import { Button, type ModalProps } from "antd";
import { LazyModal } from "./LazyModal";

export type CloseOnlyDialogProps = Pick<
  ModalProps,
  "open" | "title" | "width" | "destroyOnHidden" | "afterClose" | "children"
> & {
  onClose: () => void;
  /** the one button's text, in the area's own words */
  closeText: string;
};

/** A dialog that only shows something: its one button, Close, does what Esc and the × do. */
export const CloseOnlyDialog = ({ onClose, closeText, children, ...modal }: CloseOnlyDialogProps) => (
  <LazyModal {...modal} onCancel={onClose} footer={<Button onClick={onClose}>{closeText}</Button>}>
    {children}
  </LazyModal>
);
