/** Stands in for tldts (~90 KB gzip): the mock sets host-only cookies. Node tests keep tldts. */
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
