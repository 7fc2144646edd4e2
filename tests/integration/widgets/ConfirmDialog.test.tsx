import { useState } from "react";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { render } from "./widgetsTranslate";
import userEvent, { type UserEvent } from "@testing-library/user-event";
import { ConfirmDialog, type ConfirmDialogProps } from "@/components/widgets/ConfirmDialog";
import { useConfirm } from "@/components/widgets/useConfirm";

// antd moves focus into the dialog once its opening motion ends; keys go to whatever has focus.
const focusInDialog = () =>
  waitFor(() => expect(screen.getByRole("dialog")).toContainElement(document.activeElement as HTMLElement));

const renderDialog = (props: Partial<ConfirmDialogProps> = {}) => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Delete proxy?"
      description="This cannot be undone."
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel };
};

describe("ConfirmDialog", () => {
  it("shows title, description and the translated default buttons", async () => {
    renderDialog();
    const dialog = await screen.findByRole("dialog");
    expect(dialog).toHaveTextContent("Delete proxy?");
    expect(dialog).toHaveTextContent("This cannot be undone.");
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Confirm" })).toBeInTheDocument();
  });

  /** Each way to answer: what the user does, and the one handler it must call (once; the other never). */
  it.each<[string, (user: UserEvent) => Promise<void>, "onConfirm" | "onCancel"]>([
    [
      "confirms with the confirm button",
      async (user) => user.click(await screen.findByRole("button", { name: "Confirm" })),
      "onConfirm",
    ],
    [
      "cancels with Enter on the focused cancel button",
      async (user) => {
        (await screen.findByRole("button", { name: "Cancel" })).focus();
        await user.keyboard("{Enter}");
      },
      "onCancel",
    ],
    [
      "cancels with the cancel button",
      async (user) => user.click(await screen.findByRole("button", { name: "Cancel" })),
      "onCancel",
    ],
    [
      "confirms with Enter as soon as it opens",
      async (user) => {
        await focusInDialog();
        await user.keyboard("{Enter}");
      },
      "onConfirm",
    ],
    [
      "cancels with Escape",
      async (user) => {
        await focusInDialog();
        await user.keyboard("{Escape}");
      },
      "onCancel",
    ],
  ])("%s", async (_name, answer, called) => {
    const user = userEvent.setup();
    const handlers = renderDialog();
    await answer(user);
    expect(handlers[called]).toHaveBeenCalledTimes(1);
    expect(handlers[called === "onConfirm" ? "onCancel" : "onConfirm"]).not.toHaveBeenCalled();
  });

  it("confirms with Enter after the text was clicked", async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog();
    await user.click(await screen.findByText("This cannot be undone."));
    await user.keyboard("{Enter}");
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it("cancels once when the browser's Escape carries a keyCode", async () => {
    const { onCancel } = renderDialog();
    await focusInDialog();
    fireEvent.keyDown(document.activeElement as Element, { key: "Escape", keyCode: 27 });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it("uses custom labels and a red confirm button for danger", async () => {
    renderDialog({ confirmText: "Delete", cancelText: "Keep", danger: true });
    expect(await screen.findByRole("button", { name: "Delete" })).toHaveClass("ant-btn-dangerous");
    expect(screen.getByRole("button", { name: "Keep" })).toBeInTheDocument();
  });

  it("ignores Enter while loading", async () => {
    const user = userEvent.setup();
    const { onConfirm } = renderDialog({ loading: true });
    await user.click(await screen.findByText("This cannot be undone."));
    await user.keyboard("{Enter}");
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

const Asker = () => {
  const { confirm, dialog } = useConfirm();
  const [answer, setAnswer] = useState("none");
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: "Ban user?", danger: true })))}>ask</button>
      <output>{answer}</output>
      {dialog}
    </>
  );
};

describe("useConfirm", () => {
  it("resolves true when confirmed", async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole("button", { name: "ask" }));
    expect(await screen.findByRole("dialog")).toHaveTextContent("Ban user?");
    await user.click(screen.getByRole("button", { name: "Confirm" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("true"));
  });

  it("resolves false when cancelled", async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole("button", { name: "ask" }));
    await user.click(await screen.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("false"));
  });

  it("resolves false on Escape", async () => {
    const user = userEvent.setup();
    render(<Asker />);
    await user.click(screen.getByRole("button", { name: "ask" }));
    await focusInDialog();
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.getByRole("status")).toHaveTextContent("false"));
  });
});
