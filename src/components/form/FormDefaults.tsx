import { useEffect } from "react";
import { Form } from "antd";

/** StrictMode mounts a dialog's form twice and `clearOnDestroy` empties it: this puts the initial values back. */
export const FormDefaults = () => {
  const form = Form.useFormInstance();
  useEffect(() => {
    if (Object.keys(form.getFieldsValue(true) as object).length === 0) form.resetFields();
  }, [form]);
  return null;
};
