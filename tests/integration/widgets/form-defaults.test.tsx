import { StrictMode } from "react";
import { render } from "@testing-library/react";
import { Form, Input, type FormInstance } from "antd";
import { FormDefaults } from "@/components/form/FormDefaults";

// `npm run dev` renders in StrictMode: the dialogs' <Form clearOnDestroy> lost its initial values
// (the store is emptied between StrictMode's two mounts), so Save sent no defaults.
const storeAfterMount = (withDefaults: boolean): Record<string, unknown> => {
  let instance: FormInstance | null = null;
  const Dialog = () => {
    const [form] = Form.useForm();
    instance = form;
    return (
      <Form form={form} clearOnDestroy initialValues={{ priority: "0" }}>
        {withDefaults && <FormDefaults />}
        <Form.Item name="priority" label="Priority">
          <Input />
        </Form.Item>
      </Form>
    );
  };
  render(
    <StrictMode>
      <Dialog />
    </StrictMode>,
  );
  return (instance as FormInstance | null)?.getFieldsValue(true) ?? {};
};

describe("FormDefaults", () => {
  it("keeps the initial values in the store under StrictMode", () => {
    expect(storeAfterMount(true)).toEqual({ priority: "0" });
  });

  it("is needed: without it StrictMode leaves the store empty", () => {
    expect(storeAfterMount(false)).toEqual({});
  });
});
