import { parseFrame, type StompFrame } from "../../support/stompFrame";

/** Polls with setTimeout only, so tests may fake setInterval (the broker's heart-beat clock). */
export const until = async (check: () => boolean, what: string, timeoutMs = 2_000): Promise<void> => {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
};

const BROKER_URL = "ws://localhost:3000/api/websocket";

/** A bare WebSocket to the mock broker, for checking the wire without the STOMP client. */
export class RawSocket {
  readonly socket = new WebSocket(BROKER_URL);
  readonly received: string[] = [];
  closeCode: number | null = null;

  constructor() {
    this.socket.addEventListener("message", (e: MessageEvent<string>) => this.received.push(e.data));
    this.socket.addEventListener("close", (e) => {
      this.closeCode = e.code;
    });
  }

  async open(): Promise<void> {
    await until(() => this.socket.readyState === WebSocket.OPEN, "the socket to open");
  }

  send(raw: string): void {
    this.socket.send(raw);
  }

  frames(): StompFrame[] {
    return this.received.filter((r) => r !== "\n").map(parseFrame);
  }

  async next(command: string): Promise<StompFrame> {
    const find = () => this.frames().find((f) => f.command === command);
    await until(() => find() !== undefined, `a ${command} frame`);
    const found = find();
    if (!found) throw new Error(`no ${command} frame`);
    return found;
  }

  async closed(): Promise<number> {
    await until(() => this.closeCode !== null, "the socket to close");
    return this.closeCode ?? 0;
  }

  close(): void {
    if (this.socket.readyState === WebSocket.OPEN) this.socket.close();
  }
}

export const connectFrame = (heartBeat = "0,0", extra = ""): string =>
  `CONNECT\naccept-version:1.2\nhost:localhost\nheart-beat:${heartBeat}\n${extra}\n\0`;
