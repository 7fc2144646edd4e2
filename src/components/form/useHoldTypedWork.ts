import { useEffect } from "react";
import type { FormInstance } from "antd";
import { holdOutageRedirects } from "@/api/redirect";

/**
 * While `form` holds typed input, an outage does not take the user to /server-unavailable: the form
 * stays, and its failed save says the server is unreachable.
 */
export const useHoldTypedWork = (form: FormInstance, active = true): void => {
  useEffect(() => (active ? holdOutageRedirects(() => form.isFieldsTouched()) : undefined), [form, active]);
};
