import { useEffect } from "react";
import type { FormInstance } from "antd";
import { holdOutageRedirects } from "@/api/redirect";

/** While `form` holds typed input, an outage keeps the page and its failed save says so. */
export const useHoldTypedWork = (form: FormInstance, active = true): void => {
  useEffect(() => (active ? holdOutageRedirects(() => form.isFieldsTouched()) : undefined), [form, active]);
};
