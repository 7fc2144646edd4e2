import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { NumberField, type NumberFieldProps } from "@/components/widgets/NumberField";

const Harness = (props: Omit<NumberFieldProps, "value" | "onChange">) => {
  const [value, setValue] = useState("");
  return <NumberField aria-label="Priority" {...props} value={value} onChange={setValue} />;
};

describe("NumberField", () => {
  it.each([
    ["007", "7"],
    ["00.5", "0.5"],
    ["0.5", "0.5"],
    ["0", "0"],
    ["1a2b", "12"],
  ])("typing %j shows %j", async (typed, shown) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole("textbox", { name: "Priority" }), typed);
    expect(screen.getByRole("textbox", { name: "Priority" })).toHaveValue(shown);
  });

  it("accepts whole numbers only when decimals are off", async () => {
    const user = userEvent.setup();
    render(<Harness allowDecimal={false} />);
    await user.type(screen.getByRole("textbox", { name: "Priority" }), "03.5");
    expect(screen.getByRole("textbox", { name: "Priority" })).toHaveValue("35");
  });
});
