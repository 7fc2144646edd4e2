/** STOMP 1.2 frames written from the protocol text, not the client library, so tests check two implementations. */
export interface Frame {
  command: string;
  headers: Record<string, string>;
  body: string;
}

type ReadResult = { kind: "frame"; frame: Frame } | { kind: "heartbeat" } | { kind: "error"; message: string };

const CLIENT_COMMANDS = new Set([
  "CONNECT",
  "STOMP",
  "SEND",
  "SUBSCRIBE",
  "UNSUBSCRIBE",
  "ACK",
  "NACK",
  "BEGIN",
  "COMMIT",
  "ABORT",
  "DISCONNECT",
]);

const LF = 0x0a;
const CR = 0x0d;
const NUL = 0x00;
/** A client that never ends its headers must not grow the buffer without bound. */
const MAX_BUFFERED_BYTES = 1 << 20;
const MAX_HEADER_BYTES = 64 << 10;

const encoder = new TextEncoder();
const decoder = new TextDecoder();

// CONNECT and CONNECTED predate header escaping and are sent unescaped (STOMP 1.2, "Value Encoding").
const escapes = (command: string): boolean => command !== "CONNECT" && command !== "CONNECTED" && command !== "STOMP";

const escapeValue = (value: string): string =>
  value.replace(/\\/g, "\\\\").replace(/\r/g, "\\r").replace(/\n/g, "\\n").replace(/:/g, "\\c");

const UNESCAPES: Record<string, string> = { "\\\\": "\\", "\\r": "\r", "\\n": "\n", "\\c": ":" };

const unescapeValue = (value: string): string | null => {
  if (/\\(?![\\rnc])/.test(value)) return null;
  return value.replace(/\\[\\rnc]/g, (seq) => UNESCAPES[seq] ?? seq);
};

export const serializeFrame = (frame: Frame): string => {
  const lines = [frame.command];
  const escape = escapes(frame.command);
  const headers = { ...frame.headers };
  if (frame.body !== "") headers["content-length"] = String(encoder.encode(frame.body).length);
  for (const [name, value] of Object.entries(headers)) {
    lines.push(escape ? `${escapeValue(name)}:${escapeValue(value)}` : `${name}:${value}`);
  }
  return `${lines.join("\n")}\n\n${frame.body}\0`;
};

const indexOf = (bytes: Uint8Array, value: number, from: number): number => {
  for (let i = from; i < bytes.length; i += 1) if (bytes[i] === value) return i;
  return -1;
};

/** The index just past the blank line, or -1 while incomplete. */
const headerEnd = (bytes: Uint8Array): number => {
  for (let i = indexOf(bytes, LF, 0); i !== -1; i = indexOf(bytes, LF, i + 1)) {
    if (bytes[i + 1] === LF) return i + 2;
    if (bytes[i + 1] === CR && bytes[i + 2] === LF) return i + 3;
  }
  return -1;
};

const parseHead = (text: string): { command: string; headers: Record<string, string> } | string => {
  const [command = "", ...lines] = text.split(/\r?\n/);
  if (!CLIENT_COMMANDS.has(command)) return `Unknown command ${JSON.stringify(command)}`;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    if (line === "") continue;
    const colon = line.indexOf(":");
    if (colon <= 0) return `Malformed header ${JSON.stringify(line)}`;
    const rawName = line.slice(0, colon);
    const rawValue = line.slice(colon + 1);
    const name = escapes(command) ? unescapeValue(rawName) : rawName;
    const value = escapes(command) ? unescapeValue(rawValue) : rawValue;
    if (name === null || value === null) return `Invalid escape in header ${JSON.stringify(rawName)}`;
    // A repeated header keeps its first value (STOMP 1.2).
    if (!(name in headers)) headers[name] = value;
  }
  return { command, headers };
};

const commandOf = (line: Uint8Array): string => decoder.decode(line).replace(/\r$/, "");

/** One reader per connection. */
export class FrameReader {
  private buffer = new Uint8Array(0);

  push(chunk: string | ArrayBuffer | ArrayBufferView): ReadResult[] {
    const bytes =
      typeof chunk === "string"
        ? encoder.encode(chunk)
        : chunk instanceof ArrayBuffer
          ? new Uint8Array(chunk)
          : new Uint8Array(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    const joined = new Uint8Array(this.buffer.length + bytes.length);
    joined.set(this.buffer);
    joined.set(bytes, this.buffer.length);
    this.buffer = joined;
    return this.drain();
  }

  private drain(): ReadResult[] {
    const out: ReadResult[] = [];
    for (;;) {
      let start = 0;
      while (this.buffer[start] === LF || (this.buffer[start] === CR && this.buffer[start + 1] === LF)) {
        start += this.buffer[start] === CR ? 2 : 1;
      }
      if (start > 0) {
        out.push({ kind: "heartbeat" });
        this.buffer = this.buffer.subarray(start);
      }
      if (this.buffer.length === 0) return out;
      const result = this.next();
      if (result === null) {
        if (this.buffer.length > MAX_BUFFERED_BYTES) return [...out, { kind: "error", message: "Frame too large" }];
        return out;
      }
      out.push(result);
      if (result.kind === "error") return out;
    }
  }

  /** An error as soon as an incomplete head cannot start a frame, else null to wait for more. */
  private incompleteHead(): ReadResult | null {
    const lineEnd = indexOf(this.buffer, LF, 0);
    const command = commandOf(this.buffer.subarray(0, lineEnd === -1 ? this.buffer.length : lineEnd));
    const known =
      lineEnd === -1 ? [...CLIENT_COMMANDS].some((c) => c.startsWith(command)) : CLIENT_COMMANDS.has(command);
    if (!known) return { kind: "error", message: `Unknown command ${JSON.stringify(command.slice(0, 40))}` };
    if (this.buffer.length > MAX_HEADER_BYTES) return { kind: "error", message: "Headers too large" };
    return null;
  }

  private next(): ReadResult | null {
    const end = headerEnd(this.buffer);
    if (end === -1) return this.incompleteHead();
    const head = parseHead(decoder.decode(this.buffer.subarray(0, end)));
    if (typeof head === "string") return { kind: "error", message: head };
    const declared = head.headers["content-length"];
    let bodyEnd: number;
    if (declared !== undefined) {
      const length = Number(declared);
      if (!Number.isInteger(length) || length < 0) return { kind: "error", message: "Invalid content-length" };
      bodyEnd = end + length;
      if (this.buffer.length <= bodyEnd) return null;
      if (this.buffer[bodyEnd] !== NUL) return { kind: "error", message: "Frame body does not end with NULL" };
    } else {
      bodyEnd = indexOf(this.buffer, NUL, end);
      if (bodyEnd === -1) return null;
    }
    const body = decoder.decode(this.buffer.subarray(end, bodyEnd));
    this.buffer = this.buffer.subarray(bodyEnd + 1);
    return { kind: "frame", frame: { command: head.command, headers: head.headers, body } };
  }
}
