import { useTranslate } from "@refinedev/core";
import { Form, Input } from "antd";
import type { ServerType } from "@/api/types/servers";
import { FormSelect, type FormSelectProps } from "@/components/widgets/FormSelect";
import { MutedText } from "@/components/widgets/MutedText";
import { isIdentifierLocked, resetForType, type ServerOrigin } from "@/registry/areas/serverForm";
import type { useServerChoices } from "./useServerChoices";

type ServerControlProps = { choices: ReturnType<typeof useServerChoices>; origin: ServerOrigin };

/** The server's type: choosing another one starts the form over with only that type (SRV-6). */
export const ServerTypeSelect = ({ choices, origin, ...props }: ServerControlProps & FormSelectProps<ServerType>) => {
  const t = useTranslate();
  const form = Form.useFormInstance();
  return (
    <FormSelect<ServerType>
      {...props}
      loading={choices.loading}
      options={choices.types.map((value) => ({ value, label: t(`servers.types.${value}`) }))}
      onChange={(type) => {
        form.resetFields();
        form.setFieldsValue(resetForType(type, origin));
      }}
    />
  );
};

/** Locked once the server exists, and shown read-only: a disabled select greys the board below AA. */
export const ServerIdentifierControl = ({
  choices,
  origin,
  ...props
}: ServerControlProps & FormSelectProps<string> & { value?: string | null }) => {
  const t = useTranslate();
  if (isIdentifierLocked(origin))
    return (
      <>
        <Input readOnly id={props.id} value={props.value ?? ""} />
        <MutedText style={{ display: "block", marginTop: 4 }}>{t("servers.dialog.identifier_locked")}</MutedText>
      </>
    );
  return (
    <FormSelect<string>
      {...props}
      loading={choices.loading}
      placeholder={t("servers.dialog.identifier_placeholder")}
      notFoundContent={t("servers.dialog.no_free_boards")}
      options={choices.boards.map((b) => ({ value: b, label: b }))}
      showSearch
    />
  );
};
