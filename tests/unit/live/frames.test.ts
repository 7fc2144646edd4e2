import { describe, expect, test } from "vitest";
import { FrameReader, serializeFrame } from "@/mocks/stomp/frames";

describe("mock broker STOMP 1.2 frames", () => {
  test("serializes with content-length in UTF-8 octets and escaped header values", () => {
    const raw = serializeFrame({ command: "MESSAGE", headers: { destination: "/a:b", note: "x\ny\\z" }, body: "ü" });
    expect(raw).toBe("MESSAGE\ndestination:/a\\cb\nnote:x\\ny\\\\z\ncontent-length:2\n\nü\0");
  });

  test("leaves CONNECTED headers unescaped", () => {
    expect(serializeFrame({ command: "CONNECTED", headers: { version: "1.2", server: "a:b" }, body: "" })).toBe(
      "CONNECTED\nversion:1.2\nserver:a:b\n\n\0",
    );
  });

  test("reassembles a frame split across messages and reads several frames from one", () => {
    const reader = new FrameReader();
    expect(reader.push("SEND\ndestination:/ws/x\n")).toEqual([]);
    expect(reader.push('\n{"id":1}\0SUBSCRIBE\nid:s-1\ndestination:/q\n\n\0')).toEqual([
      { kind: "frame", frame: { command: "SEND", headers: { destination: "/ws/x" }, body: '{"id":1}' } },
      { kind: "frame", frame: { command: "SUBSCRIBE", headers: { id: "s-1", destination: "/q" }, body: "" } },
    ]);
  });

  test("honours content-length (a body may hold NULL), unescapes headers and keeps the first repeat", () => {
    const reader = new FrameReader();
    const [result] = reader.push("SEND\ndestination:/a\\cb\ndestination:/other\ncontent-length:3\n\na\0b\0");
    expect(result).toEqual({
      kind: "frame",
      frame: { command: "SEND", headers: { destination: "/a:b", "content-length": "3" }, body: "a\0b" },
    });
  });

  test("reports EOL heart-beats (LF and CRLF)", () => {
    const reader = new FrameReader();
    expect(reader.push("\n")).toEqual([{ kind: "heartbeat" }]);
    expect(reader.push("\r\n")).toEqual([{ kind: "heartbeat" }]);
  });

  test.each([
    ["an unknown command", "HELLO\n\n\0", "Unknown command"],
    ["a header without a colon", "SEND\ndestination\n\n\0", "Malformed header"],
    ["an undefined escape", "SEND\ndestination:/a\\t\n\n\0", "Invalid escape"],
    ["a body longer than content-length", "SEND\ncontent-length:1\n\nab\0", "does not end with NULL"],
  ])("rejects %s", (_name, raw, message) => {
    const [result] = new FrameReader().push(raw);
    expect(result?.kind).toBe("error");
    expect(result?.kind === "error" ? result.message : "").toContain(message);
  });
});
