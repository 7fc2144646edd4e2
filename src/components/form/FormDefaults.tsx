import { useEffect } from "react";
import { Form } from "antd";

/**
 * Put inside a dialog's <Form>: development's StrictMode mounts the form twice and
 * `clearOnDestroy` empties its store in between, so `npm run dev` showed dialogs without their
 * defaults. Remounted with the form, this puts the initial values back when it finds the store
 * empty; values already there (typed, or loaded for an edit) are never touched.
 */
export const FormDefaults = () => {
  const form = Form.useFormInstance();
  useEffect(() => {
    if (Object.keys(form.getFieldsValue(true) as object).length === 0) form.resetFields();
  }, [form]);
  return null;
};
