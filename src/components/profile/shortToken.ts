/** Enough of a session id to tell rows apart without filling the table with hex. */
export const shortToken = (token: string): string =>
  token.length <= 12 ? token : `${token.slice(0, 6)}…${token.slice(-4)}`;
