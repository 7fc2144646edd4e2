import { act, fireEvent, render, screen } from "@testing-library/react";
import { Form, Input } from "antd";
import { RequiredShake } from "@/components/widgets/RequiredShake";

const shaking = (element: HTMLElement) => /shake/i.test(element.parentElement?.className ?? "");

const leave = (element: HTMLElement) => {
  fireEvent.focus(element);
  fireEvent.blur(element);
};

describe("RequiredShake", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("shakes an empty field on blur for exactly 300 ms", () => {
    render(
      <RequiredShake>
        <input aria-label="Login" />
      </RequiredShake>,
    );
    const field = screen.getByRole("textbox", { name: "Login" });
    expect(shaking(field)).toBe(false);
    leave(field);
    expect(shaking(field)).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(shaking(field)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shaking(field)).toBe(false);
  });

  it("leaves a filled field still", () => {
    render(
      <RequiredShake>
        <input aria-label="Login" defaultValue="admin" />
      </RequiredShake>,
    );
    const field = screen.getByRole("textbox", { name: "Login" });
    leave(field);
    expect(shaking(field)).toBe(false);
  });

  it("does nothing when not required", () => {
    render(
      <RequiredShake required={false}>
        <input aria-label="Login" />
      </RequiredShake>,
    );
    const field = screen.getByRole("textbox", { name: "Login" });
    leave(field);
    expect(shaking(field)).toBe(false);
  });

  it("passes Form.Item's value and onChange through and judges by the form value", () => {
    render(
      <Form>
        <Form.Item name="login" label="Login">
          <RequiredShake>
            <Input />
          </RequiredShake>
        </Form.Item>
      </Form>,
    );
    const field = screen.getByRole("textbox", { name: "Login" });
    fireEvent.change(field, { target: { value: "admin" } });
    expect(field).toHaveValue("admin");
    leave(field);
    expect(shaking(field)).toBe(false);

    fireEvent.change(field, { target: { value: "" } });
    leave(field);
    expect(shaking(field)).toBe(true);
    act(() => vi.advanceTimersByTime(300));
    expect(shaking(field)).toBe(false);
  });
});
