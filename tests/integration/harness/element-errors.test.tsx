import { render, screen, waitFor } from "@testing-library/react";

// tests/support/lazyElementErrors.ts writes a failed query's message only when it is read: the
// failure a test reports must still name the query and print the document.
describe("a failed query's message", () => {
  it("names what was looked for and prints the DOM", () => {
    render(<p>nothing to click here</p>);
    const error = (() => {
      try {
        screen.getByRole("button", { name: "Save" });
      } catch (thrown) {
        return thrown as Error;
      }
      throw new Error("the query found a button");
    })();
    expect(error.name).toBe("TestingLibraryElementError");
    expect(error.message).toMatch(/Unable to find an accessible element with the role "button" and name "Save"/);
    expect(error.message).toContain("nothing to click here");
    expect(error.stack).toContain("nothing to click here");
  });

  it("is the last attempt's, with the DOM, when waitFor gives up", async () => {
    render(<p>still loading</p>);
    const failure = await waitFor(() => screen.getByText("Loaded"), { timeout: 120 }).catch((e: unknown) => e as Error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toMatch(/Unable to find an element with the text: Loaded/);
    expect((failure as Error).message).toContain("still loading");
  });
});
