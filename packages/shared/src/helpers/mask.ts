/** A mobile as others may see it: `138****5678`. */
export function maskMobile(mobile: string): string {
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : '***';
}

/** An email or mobile as logs and notices may show it: `de***@example.com`, `138****5678`. */
export function maskAddress(address: string): string {
  const at = address.indexOf('@');
  if (at > 0) return `${address.slice(0, Math.min(2, at))}***${address.slice(at)}`;
  return maskMobile(address);
}
