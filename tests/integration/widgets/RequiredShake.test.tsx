import type { InputHTMLAttributes } from "react";
import { act, fireEvent, render, screen } from "@testing-library/react";
import { Form, Input } from "antd";
import { RequiredShake, type RequiredShakeProps } from "@/components/widgets/RequiredShake";
import { fakeTimersPerTest } from "../../support/fakeTimers";

const shaking = (element: HTMLElement) => /shake/i.test(element.parentElement?.className ?? "");

const leave = (element: HTMLElement) => {
  fireEvent.focus(element);
  fireEvent.blur(element);
};

/** Renders a Login input inside RequiredShake and returns the input. */
const renderLogin = (shake: Partial<RequiredShakeProps> = {}, input: InputHTMLAttributes<HTMLInputElement> = {}) => {
  render(
    <RequiredShake {...shake}>
      <input aria-label="Login" {...input} />
    </RequiredShake>,
  );
  return screen.getByRole("textbox", { name: "Login" });
};

describe("RequiredShake", () => {
  fakeTimersPerTest();

  it("shakes an empty field on blur for exactly 300 ms", () => {
    const field = renderLogin();
    expect(shaking(field)).toBe(false);
    leave(field);
    expect(shaking(field)).toBe(true);
    act(() => vi.advanceTimersByTime(299));
    expect(shaking(field)).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(shaking(field)).toBe(false);
  });

  it.each<[string, Partial<RequiredShakeProps>, InputHTMLAttributes<HTMLInputElement>]>([
    ["leaves a filled field still", {}, { defaultValue: "admin" }],
    ["does nothing when not required", { required: false }, {}],
  ])("%s", (_name, shake, input) => {
    const field = renderLogin(shake, input);
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
