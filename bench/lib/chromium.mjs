/** The flags of e2e/chromium.ts: the system Chromium quiet on a closed network, with deterministic fonts. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-quic',
  '--no-first-run',
  '--font-render-hinting=none',
  '--hide-scrollbars',
];
