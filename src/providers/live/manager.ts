import {
  Client,
  type IFrame,
  type IMessage,
  type IStompSocket,
  type StompHeaders,
  type StompSubscription,
} from "@stomp/stompjs";

export type LiveState = "connecting" | "connected" | "closed";

export type LiveCallback = (body: unknown, message: IMessage) => void;

export interface LiveDeps {
  /** Read at each activation so a changed location or config is honoured. */
  url: () => string;
  socketFactory?: (url: string) => IStompSocket;
  isSignedIn: () => boolean;
  watchSignOut: (onSignOut: () => void) => () => void;
  /** Resolves false (never rejects) when the server refused. */
  refresh: () => Promise<boolean>;
  reconnectMs: number;
  logError: (message: string | undefined, body: string) => void;
}

export interface LiveManager {
  configure(key: string, options: { connectHeaders?: StompHeaders }): void;
  subscribe(key: string, destination: string, callback: LiveCallback): () => void;
  publish(key: string, destination: string, body: unknown): void;
  state(key: string): LiveState;
  onState(key: string, listener: (state: LiveState) => void): () => void;
  closeAll(): void;
  dispose(): void;
}

interface Sub {
  destination: string;
  callback: LiveCallback;
  handle?: StompSubscription;
}

interface Entry {
  key: string;
  client: Client;
  state: LiveState;
  subs: Set<Sub>;
  queue: { destination: string; body: string }[];
  timer?: ReturnType<typeof setTimeout>;
  /** Set by a 401/403 ERROR frame so the close that follows refreshes the session. */
  authFailed: boolean;
  /** One refresh per failure streak: a server that keeps refusing falls back to the 5 s rule. */
  authRetried: boolean;
}

/** Browsers only let servers close with 1000 or 3000–4999, so 4401/4403 stand for 401/403. */
const AUTH_CLOSE_CODES = new Set([401, 403, 4401, 4403]);
const AUTH_MESSAGE = /\b(401|403)\b/;

const parseBody = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

const serialize = (body: unknown): string => (typeof body === "string" ? body : JSON.stringify(body ?? null));

export const createLiveManager = (deps: LiveDeps): LiveManager => {
  const entries = new Map<string, Entry>();
  const listeners = new Map<string, Set<(state: LiveState) => void>>();
  const headers = new Map<string, StompHeaders>();
  let refreshing: Promise<boolean> | null = null;

  const setState = (entry: Entry, state: LiveState): void => {
    entry.state = state;
    for (const listener of listeners.get(entry.key) ?? []) listener(state);
  };

  const isCurrent = (entry: Entry): boolean => entries.get(entry.key) === entry;

  // Concurrent 401s on several keys share one refresh call.
  const refreshOnce = (): Promise<boolean> => {
    refreshing ??= deps.refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  const activate = (entry: Entry): void => {
    clearTimeout(entry.timer);
    entry.timer = undefined;
    const url = deps.url();
    const factory = deps.socketFactory;
    entry.client.configure({
      brokerURL: url,
      webSocketFactory: factory ? () => factory(url) : undefined,
      connectHeaders: { ...(headers.get(entry.key) ?? {}) },
    });
    setState(entry, "connecting");
    entry.client.activate();
  };

  const scheduleRetry = (entry: Entry): void => {
    if (!deps.isSignedIn()) return;
    entry.timer = setTimeout(() => {
      entry.timer = undefined;
      if (isCurrent(entry) && deps.isSignedIn()) activate(entry);
    }, deps.reconnectMs);
  };

  const onConnected = (entry: Entry): void => {
    entry.authRetried = false;
    // Subscriptions first, so the answers to queued messages have a taker.
    for (const sub of entry.subs) listen(entry, sub);
    const pending = entry.queue.splice(0);
    for (const item of pending) send(entry, item.destination, item.body);
    setState(entry, "connected");
  };

  const onClosed = (entry: Entry, code: number): void => {
    // stompjs stays "active" after a close with its reconnection off; deactivating lets our timer activate() again.
    void entry.client.deactivate();
    for (const sub of entry.subs) sub.handle = undefined;
    if (!isCurrent(entry)) return;
    const authClose = entry.authFailed || AUTH_CLOSE_CODES.has(code);
    entry.authFailed = false;
    setState(entry, "closed");
    if (authClose && !entry.authRetried) {
      entry.authRetried = true;
      void refreshOnce().then((renewed) => {
        if (!isCurrent(entry)) return;
        if (renewed && deps.isSignedIn()) activate(entry);
        else scheduleRetry(entry);
      });
      return;
    }
    scheduleRetry(entry);
  };

  const send = (entry: Entry, destination: string, body: string): void =>
    entry.client.publish({ destination, body, headers: { "content-type": "application/json" } });

  const listen = (entry: Entry, sub: Sub): void => {
    sub.handle = entry.client.subscribe(sub.destination, (message) => sub.callback(parseBody(message.body), message));
  };

  const entryOf = (key: string): Entry => {
    const existing = entries.get(key);
    if (existing) return existing;
    const entry: Entry = {
      key,
      // Reconnection is ours (5 s, only while signed in), so stompjs's own is switched off.
      client: new Client({ reconnectDelay: 0, debug: () => undefined }),
      state: "closed",
      subs: new Set(),
      queue: [],
      authFailed: false,
      authRetried: false,
    };
    entry.client.onConnect = () => onConnected(entry);
    entry.client.onWebSocketClose = (event: CloseEvent) => onClosed(entry, event.code);
    entry.client.onStompError = (frame: IFrame) => {
      deps.logError(frame.headers.message, frame.body);
      if (AUTH_MESSAGE.test(frame.headers.message ?? "")) entry.authFailed = true;
    };
    entries.set(key, entry);
    activate(entry);
    return entry;
  };

  const close = (entry: Entry): void => {
    clearTimeout(entry.timer);
    entries.delete(entry.key);
    setState(entry, "closed");
    void entry.client.deactivate();
  };

  const closeAll = (): void => {
    for (const entry of [...entries.values()]) close(entry);
  };

  const unwatch = deps.watchSignOut(closeAll);

  return {
    configure(key, options) {
      if (options.connectHeaders) headers.set(key, { ...options.connectHeaders });
    },
    subscribe(key, destination, callback) {
      const entry = entryOf(key);
      const sub: Sub = { destination, callback };
      entry.subs.add(sub);
      if (entry.state === "connected") listen(entry, sub);
      return () => {
        if (!entry.subs.delete(sub)) return;
        if (sub.handle && entry.client.connected) sub.handle.unsubscribe();
        sub.handle = undefined;
      };
    },
    publish(key, destination, body) {
      const entry = entryOf(key);
      const text = serialize(body);
      if (entry.client.connected) {
        send(entry, destination, text);
      } else {
        entry.queue.push({ destination, body: text });
      }
    },
    state: (key) => entries.get(key)?.state ?? "closed",
    onState(key, listener) {
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
      };
    },
    closeAll,
    dispose() {
      unwatch();
      closeAll();
    },
  };
};
