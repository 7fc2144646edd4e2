/** A STOMP frame as it went over the wire: command, headers and body. */
export interface StompFrame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

/** Reads one raw STOMP frame (`COMMAND\nkey:value…\n\nbody\0`). */
export const parseFrame = (raw: string): StompFrame => {
  const [head = "", body = ""] = raw.replace(/\0$/, "").split("\n\n");
  const [command = "", ...lines] = head.split("\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    headers[line.slice(0, colon)] = line.slice(colon + 1);
  }
  return { command, headers, body };
};
