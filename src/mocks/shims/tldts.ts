/**
 * msw's cookie jar (tough-cookie) asks tldts for a host's registrable domain, and tldts carries
 * the whole public-suffix list: about 90 KB of gzip in the browser mock. The mock only sets
 * host-only cookies for the console's own origin, where the last two labels are a correct
 * answer, so the browser build resolves `tldts` here (vite.config.ts). Node tests keep tldts.
 */
export interface GetDomainOptions {
  allowIcannDomains?: boolean;
  allowPrivateDomains?: boolean;
}

const IPV4 = /^\d{1,3}(\.\d{1,3}){3}$/;

export function getDomain(host: string, _options?: GetDomainOptions): string | null {
  const name = host.trim().toLowerCase().replace(/\.$/, "");
  // Addresses and single labels (localhost) have no registrable domain, as tldts answers.
  if (name === "" || IPV4.test(name) || name.includes(":")) return null;
  const labels = name.split(".");
  return labels.length < 2 ? null : labels.slice(-2).join(".");
}
