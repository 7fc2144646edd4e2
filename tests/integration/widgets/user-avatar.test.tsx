import { render, screen } from "@testing-library/react";
import { AVATAR_SIZES, UserAvatar } from "@/components/widgets/UserAvatar";

const person = { name: "Olena", surname: "Kovalenko", username: "owner", login: "owner" };

describe("UserAvatar (FORM-7)", () => {
  it("has the three sizes sm, md and lg", () => {
    expect(AVATAR_SIZES).toEqual({ sm: 28, md: 40, lg: 96 });
    const { container } = render(<UserAvatar user={person} size="lg" />);
    expect(container.querySelector(".ant-avatar")).toHaveStyle({ width: "96px", height: "96px" });
  });

  it("shows the initials as one image named after the user, round unless square is asked for", () => {
    const { container, rerender } = render(<UserAvatar user={person} />);
    const avatar = screen.getByRole("img", { name: "Olena Kovalenko" });
    expect(avatar).toHaveTextContent("OK");
    expect(container.querySelector(".ant-avatar-circle")).not.toBeNull();
    rerender(<UserAvatar user={person} shape="square" />);
    expect(container.querySelector(".ant-avatar-square")).not.toBeNull();
  });

  it("names an uploaded picture by its alt text, and falls back to the login without a name", () => {
    render(<UserAvatar user={{ ...person, imageSrc: "data:image/png;base64,AA==" }} label="Profile picture" />);
    expect(screen.getByAltText("Profile picture")).toHaveAttribute("src", "data:image/png;base64,AA==");
    render(<UserAvatar user={{ name: "", surname: "", username: "", login: "robot" }} />);
    expect(screen.getByRole("img", { name: "robot" })).toHaveTextContent("R");
  });

  it("is hidden from screen readers when the name is written beside it (empty label)", () => {
    const { container } = render(<UserAvatar user={person} label="" />);
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
    expect(screen.queryByRole("img")).toBeNull();
  });
});
