import { configure, getConfig, prettyDOM } from "@testing-library/react";

/**
 * `findBy*` and `waitFor` retry a failing query every 50 ms, and testing-library prints the whole
 * document into each failure's message, although all but the last are thrown away: about 2.5 %
 * of the suite's CPU time went to printing DOMs nobody read. The message (with the same DOM
 * print) is now written when something reads it, as vitest does for the failure it reports.
 */
export const lazyElementErrors = (): void => {
  configure({
    getElementError: (message, container) => {
      const error = new Error();
      error.name = "TestingLibraryElementError";
      let text: string | undefined;
      Object.defineProperty(error, "message", {
        configurable: true,
        get: () =>
          (text ??= [message, `Ignored nodes: comments, ${getConfig().defaultIgnore}\n${prettyDOM(container)}`]
            .filter(Boolean)
            .join("\n\n")),
        set: (value: string) => {
          text = value;
        },
      });
      return error;
    },
  });
};
