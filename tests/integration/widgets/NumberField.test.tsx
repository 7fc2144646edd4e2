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
    ["1a2b", "1a2b"],
    ["1.5", "1.5"],
    ["-1", "-1"],
    ["1e400", "1e400"],
    [" 4 2", "42"],
  ])("typing %j shows %j (nothing typed is changed but spaces and leading zeros)", async (typed, shown) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole("textbox", { name: "Priority" }), typed);
    expect(screen.getByRole("textbox", { name: "Priority" })).toHaveValue(shown);
  });

  it("asks for the numeric keyboard in a whole-number field", () => {
    render(<Harness integer />);
    expect(screen.getByRole("textbox", { name: "Priority" })).toHaveAttribute("inputmode", "numeric");
  });
});
