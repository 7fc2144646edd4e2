import { useState } from "react";
import { Button, type InputProps } from "antd";
import { Input } from "./BaseInput";
import { EyeInvisibleOutlined, EyeOutlined } from "@ant-design/icons";
import { useT } from "@/providers/useT";

type PasswordInputProps = Omit<InputProps, "type" | "suffix">;

/** A show/hide toggle that is a real labelled button (antd's icon is neither focusable nor named). */
export const PasswordInput = (props: PasswordInputProps) => {
  const t = useT();
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? "text" : "password"}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={visible ? t("auth.password.hide") : t("auth.password.show")}
          disabled={props.disabled}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          // The button is taller than the text line; pulling it in keeps the field as tall as its siblings.
          style={{ marginBlock: -4, marginInlineEnd: -6 }}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
};
