import type { ReactNode } from "react";
import { describe, expect, it } from "vitest";
import { renderHook, waitFor } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { RefineProvider } from "@/providers/RefineProvider";
import { initI18n } from "@/providers/i18n";
import { proxyConfigs } from "@/registry/areas/proxies";
import { smsConfigs } from "@/registry/areas/sms";
import { useFieldDisplay } from "@/resources/views/useFieldDisplay";
import { signInAs } from "../../support/renderApp";

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter>
    <RefineProvider>{children}</RefineProvider>
  </MemoryRouter>
);

describe("form values as their controls show them", () => {
  it("names an option by its label, a locale id by the locale's name, and leaves free text alone", async () => {
    await signInAs("admin");
    await initI18n("en");
    const fields = [...(proxyConfigs.form?.fields ?? []), ...(smsConfigs.form?.fields ?? [])];
    const { result } = renderHook(() => useFieldDisplay(fields), { wrapper });
    expect(result.current("serviceType", "RESIDENTIAL")).toBe("Residential");
    expect(result.current("proxyType", "SOCKS5")).toBe("SOCKS5");
    expect(result.current("serviceType", "SOMETHING_NEW")).toBeUndefined();
    await waitFor(() => expect(result.current("localeId", 1)).toBe("English (United States)"));
    expect(result.current("baseUrl", "https://cellgate.example.com")).toBeUndefined();
    expect(result.current("localeId", null)).toBeUndefined();
  });
});
