// How every browser run of the project launches Chromium: Debian's package, never a downloaded
// browser (stack.md), without the background traffic that would reach beyond loopback. Shared by
// the browser tests and the web speed bench.
export const CHROMIUM_LAUNCH_OPTIONS = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
