import type { ReactNode } from "react";
import { DeleteOutlined } from "@ant-design/icons";
import { Button, type ButtonProps } from "antd";
import { Tip } from "@/components/widgets/Tip";

interface RowActionProps extends Omit<ButtonProps, "icon" | "children" | "aria-label" | "title"> {
  tip: string;
  /** its accessible name, which names the row it acts on; the tip when that already does */
  label?: string;
  icon: ReactNode;
}

export const RowAction = ({ tip, label = tip, icon, type = "text", ...button }: RowActionProps) => (
  <Tip title={tip}>
    <Button type={type} icon={icon} aria-label={label} {...button} />
  </Tip>
);

export const DeleteRowAction = (props: Omit<RowActionProps, "icon" | "danger">) => (
  <RowAction danger icon={<DeleteOutlined aria-hidden />} {...props} />
);
