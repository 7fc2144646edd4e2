import { render, screen } from "@testing-library/react";
import { Button } from "antd";
import { beforeEach, describe, expect, it } from "vitest";
import { useUiStore } from "@/state/ui";
import { ThemeProvider } from "@/theme/ThemeProvider";
import { resetStores } from "./harness";

describe("ThemeProvider", () => {
  beforeEach(() => resetStores());

  it("applies a stored dark theme to the document root on mount", () => {
    useUiStore.setState({ theme: "dark" });
    render(
      <ThemeProvider>
        <Button>inside</Button>
      </ThemeProvider>,
    );
    expect(document.documentElement).toHaveClass("dark");
    expect(document.documentElement).not.toHaveClass("light");
    expect(document.documentElement.style.colorScheme).toBe("dark");
    expect(screen.getByRole("button", { name: "inside" })).toBeInTheDocument();
  });
});
