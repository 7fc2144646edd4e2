import type { CSSProperties, ReactNode } from "react";
import { theme } from "antd";
import { Input } from "@/components/form/BaseInput";
import { PasswordInput } from "@/components/form/PasswordInput";
import type { FieldBinding } from "./useAuthForm";
import styles from "./AuthField.module.css";

interface AuthFieldProps {
  label: string;
  field: Pick<FieldBinding, "id" | "helpId" | "error">;
  children: ReactNode;
}

const AuthField = ({ label, field, children }: AuthFieldProps) => {
  const { token } = theme.useToken();
  const look = {
    "--label-gap": `${token.paddingXS}px`,
    "--label-color": token.colorTextHeading,
    "--line-height": token.lineHeight,
    "--help-min-height": `${token.marginLG}px`,
    "--error-color": token.colorError,
    "--help-duration": token.motionDurationFast,
  } as CSSProperties;
  return (
    <div className={styles.field} style={look}>
      <div className={styles.label}>
        <label htmlFor={field.id} title={label}>
          {label}
        </label>
      </div>
      {children}
      <div className={styles.help}>
        {field.error !== undefined && (
          <div id={field.helpId} className={styles.error}>
            {field.error}
          </div>
        )}
      </div>
    </div>
  );
};

interface AuthInputProps {
  label: string;
  field: FieldBinding;
  kind?: "text" | "email" | "password";
  autoComplete: string;
}

export const AuthInput = ({ label, field, kind = "text", autoComplete }: AuthInputProps) => (
  <AuthField label={label} field={field}>
    {kind === "password" ? (
      <PasswordInput {...field.input} autoComplete={autoComplete} />
    ) : (
      // Not type="email": the browser's own check would block the submit before our messages show.
      <Input {...field.input} inputMode={kind === "email" ? "email" : undefined} autoComplete={autoComplete} />
    )}
  </AuthField>
);
