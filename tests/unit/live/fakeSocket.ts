import type { IStompSocket } from "@stomp/stompjs";
import { parseFrame, type StompFrame } from "../../support/stompFrame";

type Handler = ((event?: unknown) => unknown) | null | undefined;

/** A socket the test plays the server for: open it, answer frames, close it with any code. */
export class FakeSocket implements IStompSocket {
  static created: FakeSocket[] = [];
  readyState = 0;
  binaryType = "arraybuffer";
  onclose: Handler = null;
  onerror: Handler = null;
  onmessage: Handler = null;
  onopen: Handler = null;
  readonly sent: string[] = [];

  constructor(readonly url: string) {
    FakeSocket.created.push(this);
  }

  static last(): FakeSocket {
    const socket = FakeSocket.created.at(-1);
    if (!socket) throw new Error("no socket was opened");
    return socket;
  }

  send(data: string | ArrayBufferLike | Blob | ArrayBufferView): void {
    const raw = typeof data === "string" ? data : new TextDecoder().decode(data as ArrayBuffer);
    this.sent.push(raw);
    // Plays a well-behaved server: DISCONNECT gets its RECEIPT, then the socket closes.
    const receipt = /^DISCONNECT\n(?:.*\n)*?receipt:(.*)\n/.exec(raw)?.[1];
    if (receipt !== undefined) {
      queueMicrotask(() => {
        this.receive(`RECEIPT\nreceipt-id:${receipt}\n\n\0`);
      });
    }
  }

  close(): void {
    this.serverClose(1000);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.();
  }

  receive(raw: string): void {
    this.onmessage?.({ data: raw });
  }

  /** Opens the socket and answers CONNECT without heart-beats, so no timers tick in tests. */
  accept(): void {
    this.open();
    this.receive("CONNECTED\nversion:1.2\nheart-beat:0,0\n\n\0");
  }

  serverClose(code: number): void {
    if (this.readyState === 3) return;
    this.readyState = 3;
    this.onclose?.({ code, reason: "", wasClean: true });
  }

  frames(): StompFrame[] {
    return this.sent.filter((raw) => raw !== "\n").map(parseFrame);
  }

  commands(): string[] {
    return this.frames().map((f) => f.command);
  }
}
