import { readFileSync } from "node:fs";
import { startApiServer } from "./apiServer";
import { parseOptions } from "./options";

/** `npm run api` (README "A shared API server"); stops on SIGINT/SIGTERM after writing the state. */
const options = parseOptions(process.argv.slice(2), process.env, (path) => readFileSync(path, "utf8"));
const server = await startApiServer(options, !process.argv.includes("--no-simulator"));
console.log(
  `[api] ${server.origin}/api (STOMP ${server.origin.replace(/^http/, "ws")}/api/websocket), ` +
    `state ${options.dbFile ?? "in memory"}${options.reset ? " (reseeded)" : ""}, ` +
    `origins ${options.origins.join(" ")}`,
);
console.log(
  options.controlKey === null
    ? "[api] controls off (--no-control)"
    : `[api] controls at ${server.origin}/__mock with the header X-Control-Key: ${options.controlKey}`,
);

const stop = (): void => {
  server.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.once("SIGINT", stop);
process.once("SIGTERM", stop);
